import {
  VERIFICATION_APPROVAL_HOURS,
  VERIFICATION_DOCUMENT_KINDS,
  type KycStatus,
  type VerificationDocument,
  type VerificationDocumentStatus,
} from '@casino/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { DropZone } from 'react-aria-components/DropZone';
import { FileTrigger } from 'react-aria-components/FileTrigger';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.js';
import { ProgressBar } from '../../../components/ui/progress-bar.js';
import { Card } from '../../../components/ui/card.js';
import { cx } from '../../../components/ui/class-names.js';
import { ErrorState } from '../../../components/ui/error-state.js';
import { IconButton } from '../../../components/ui/icon-button.js';
import { Icon } from '../../../components/ui/icon.js';
import { Skeleton } from '../../../components/ui/skeleton.js';
import { useModals } from '../../../lib/modals.js';
import { UploadError, uploadDocument } from '../api/verification-upload.js';
import { useSetVerificationStatus, useVerificationStatus } from '../api/verification.js';
import { AccountLayout } from '../components/account-layout.js';
import { ACCOUNT_NAMESPACE } from '../locales/namespace.js';
import { addChosenFiles, type FileRefusal } from '../rules/verification-files.js';
import styles from './verification-page.module.css';
import toneStyles from '../../../components/ui/status-tone.module.css';

const KYC_TONE: Readonly<Record<KycStatus, string | undefined>> = {
  verified: toneStyles.success,
  not_verified: toneStyles.neutral,
  documents_expired: toneStyles.failure,
  less_than_18_years: toneStyles.failure,
};

const DOCUMENT_TONE: Readonly<Record<VerificationDocumentStatus, string | undefined>> = {
  missing: toneStyles.neutral,
  pending: toneStyles.pending,
  approved: toneStyles.success,
  rejected: toneStyles.failure,
};

/**
 * account/profile/verification: the KYC status, the four documents (SPEC.md section 5) with where
 * each stands, and for each one still to send a drop area or a file picker, the chosen files with
 * a preview, the file rules checked before the upload (and by the BFF), and a progress bar while
 * it goes. Approval takes 1 to 24 hours.
 */
export function VerificationPage() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const { t: common } = useTranslation();
  const status = useVerificationStatus();

  let body;
  if (status.isError) body = <ErrorState onRetry={() => void status.refetch()} />;
  else if (status.data === undefined) {
    body = (
      <div className={styles.documents} aria-busy="true">
        <span className="visually-hidden">{t('verification.loading')}</span>
        {VERIFICATION_DOCUMENT_KINDS.map((kind) => (
          <Skeleton key={kind} width="100%" height={248} />
        ))}
      </div>
    );
  } else {
    body = (
      <ul className={styles.documents}>
        {status.data.documents.map((document) => (
          <li key={document.kind}>
            <DocumentCard document={document} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <AccountLayout title={common('pages.verification')} back="accountProfile">
      <div className={styles.page}>
        <div className={styles.summary}>
          <p className={styles.kyc}>
            <span>{t('verification.status')}</span>
            {status.data === undefined ? (
              <Skeleton width={112} height={24} shape="text" />
            ) : (
              <span className={cx(styles.badge, KYC_TONE[status.data.kycStatus])}>
                {t(`verification.kyc.${status.data.kycStatus}`)}
              </span>
            )}
          </p>
          <p className={styles.muted}>{t('verification.lead')}</p>
          <p className={styles.note}>
            <Icon name="info" />
            <span>
              {t('verification.note', {
                min: VERIFICATION_APPROVAL_HOURS.min,
                max: VERIFICATION_APPROVAL_HOURS.max,
              })}
            </span>
          </p>
        </div>
        {body}
      </div>
    </AccountLayout>
  );
}

/** A chosen file with the address its preview reads (revoked when it leaves the list). */
interface Chosen {
  file: File;
  url: string;
}

function DocumentCard({ document }: { document: VerificationDocument }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const { t: message } = useTranslation();
  const { open } = useModals();
  const setStatus = useSetVerificationStatus();
  const listId = useId();
  const [chosen, setChosen] = useState<Chosen[]>([]);
  const [refusals, setRefusals] = useState<FileRefusal[]>([]);
  const [progress, setProgress] = useState<number>();
  const [failure, setFailure] = useState<UploadError>();
  const [sent, setSent] = useState(false);
  const name = t(`verification.documents.${document.kind}`);
  const canSend = document.status === 'missing' || document.status === 'rejected';

  // The previews' addresses live as long as the card: each removal revokes its own, leaving the
  // page the rest.
  const current = useRef(chosen);
  current.current = chosen;
  useEffect(
    () => () => {
      for (const entry of current.current) URL.revokeObjectURL(entry.url);
    },
    [],
  );

  const add = (files: readonly File[]) => {
    setFailure(undefined);
    setSent(false);
    const result = addChosenFiles(
      chosen.map((entry) => entry.file),
      files,
    );
    const kept = new Set(chosen.map((entry) => entry.file));
    setChosen([
      ...chosen,
      ...result.files
        .filter((file) => !kept.has(file))
        .map((file) => ({ file, url: URL.createObjectURL(file) })),
    ]);
    setRefusals(result.refusals);
  };

  const remove = (entry: Chosen) => {
    URL.revokeObjectURL(entry.url);
    setChosen(chosen.filter((other) => other !== entry));
  };

  const send = async () => {
    setFailure(undefined);
    setRefusals([]);
    setProgress(0);
    try {
      const status = await uploadDocument(
        document.kind,
        chosen.map((entry) => entry.file),
        setProgress,
      );
      for (const entry of chosen) URL.revokeObjectURL(entry.url);
      setChosen([]);
      setSent(true);
      setStatus(status);
    } catch (error) {
      setFailure(error instanceof UploadError ? error : new UploadError('errors.unexpected'));
    } finally {
      setProgress(undefined);
    }
  };

  const busy = progress !== undefined;
  return (
    <Card
      title={name}
      headingLevel={2}
      actions={
        <span className={cx(styles.badge, DOCUMENT_TONE[document.status])}>
          {t(`verification.documentStatus.${document.status}`)}
        </span>
      }
    >
      <div className={styles.document}>
        <p className={styles.muted}>{t(`verification.hints.${document.kind}`)}</p>
        {sent ? (
          <p className={styles.sent} role="status">
            <Icon name="check" />
            <span>
              {t('verification.sent', {
                min: VERIFICATION_APPROVAL_HOURS.min,
                max: VERIFICATION_APPROVAL_HOURS.max,
              })}
            </span>
          </p>
        ) : null}
        {canSend ? (
          <>
            <DropZone
              className={styles.drop}
              aria-label={t('verification.drop')}
              isDisabled={busy}
              onDrop={(event) => {
                void Promise.all(
                  event.items.flatMap((item) => (item.kind === 'file' ? [item.getFile()] : [])),
                ).then(add);
              }}
            >
              <Icon name="upload" size={24} />
              <span>{t('verification.drop')}</span>
              <FileTrigger
                allowsMultiple
                acceptedFileTypes={['.png', '.jpeg', '.jpg', '.pdf', '.bmp']}
                onSelect={(list) => {
                  if (list !== null) add(Array.from(list));
                }}
              >
                <Button variant="secondary" size="sm" isDisabled={busy}>
                  {t('verification.pick')}
                </Button>
              </FileTrigger>
              <span className={styles.rules}>{t('verification.rules')}</span>
            </DropZone>
            {refusals.length === 0 ? null : (
              <ul className={styles.refusals} role="alert">
                {refusals.map((refusal, index) => (
                  <li key={`${refusal.name}-${String(index)}`}>
                    <span className={styles.fileName}>{refusal.name}</span>:{' '}
                    {message(refusal.key, refusal.values)}
                  </li>
                ))}
              </ul>
            )}
            {chosen.length === 0 ? null : (
              <>
                <p id={listId} className={styles.listTitle}>
                  {t('verification.chosen')}
                </p>
                <ul className={styles.files} aria-labelledby={listId}>
                  {chosen.map((entry) => (
                    <li key={entry.url} className={styles.file}>
                      <button
                        type="button"
                        className={styles.preview}
                        aria-label={t('verification.preview', { name: entry.file.name })}
                        onClick={() =>
                          open('IMAGE_PREVIEW', {
                            name: entry.file.name,
                            url: entry.url,
                            isImage: entry.file.type.startsWith('image/'),
                          })
                        }
                      >
                        {entry.file.type.startsWith('image/') ? (
                          <img src={entry.url} alt="" className={styles.thumb} />
                        ) : (
                          <Icon name="file" size={24} />
                        )}
                      </button>
                      <span className={styles.fileName}>{entry.file.name}</span>
                      <IconButton
                        size="sm"
                        icon="close"
                        label={t('verification.remove', { name: entry.file.name })}
                        isDisabled={busy}
                        onPress={() => {
                          remove(entry);
                        }}
                      />
                    </li>
                  ))}
                </ul>
                {busy ? (
                  <ProgressBar
                    label={t('verification.progress')}
                    value={Math.round(progress * 100)}
                  />
                ) : null}
                {failure === undefined ? null : (
                  <p className={styles.error} role="alert">
                    {message(failure.key, failure.values)}
                  </p>
                )}
                <Button isLoading={busy} onPress={() => void send()}>
                  {t('verification.send')}
                </Button>
              </>
            )}
          </>
        ) : null}
      </div>
    </Card>
  );
}
