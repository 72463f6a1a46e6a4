import { useEffect, useRef, useState } from 'react';
import { Accordion } from '../../../components/ui/accordion.js';
import { Badge, type BadgeKind } from '../../../components/ui/badge.js';
import { ButtonLink } from '../../../components/ui/button-look.js';
import { Button } from '../../../components/ui/button.js';
import { Card } from '../../../components/ui/card.js';
import { Checkbox } from '../../../components/ui/checkbox.js';
import { ClientState } from '../../../components/ui/client-state.js';
import { Meter } from '../../../components/ui/meter.js';
import { ProgressBar } from '../../../components/ui/progress-bar.js';
import { Combobox } from '../../../components/ui/combobox.js';
import { Countdown } from '../../../components/ui/countdown.js';
import { Dialog } from '../../../components/ui/dialog.js';
import { Drawer } from '../../../components/ui/drawer.js';
import { EmptyState } from '../../../components/ui/empty-state.js';
import { ErrorState } from '../../../components/ui/error-state.js';
import { IconButton } from '../../../components/ui/icon-button.js';
import { Icon } from '../../../components/ui/icon.js';
import { KitProvider } from '../../../components/ui/kit-provider.js';
import { Money } from '../../../components/ui/money.js';
import { NumberField } from '../../../components/ui/number-field.js';
import { PasswordField } from '../../../components/ui/password-field.js';
import { RadioGroup } from '../../../components/ui/radio-group.js';
import { SegmentedControl } from '../../../components/ui/segmented-control.js';
import { Select } from '../../../components/ui/select.js';
import { Skeleton } from '../../../components/ui/skeleton.js';
import { Tabs } from '../../../components/ui/tabs.js';
import { TextField } from '../../../components/ui/text-field.js';
import { formatMoney } from '@casino/shared';
import { useStyleguideTranslation } from '../hooks/use-styleguide-translation.js';
import {
  AnimatedNumberSpecimens,
  CarouselSpecimens,
  GameTileSpecimens,
  InfiniteListSpecimens,
  MarqueeSpecimens,
} from './lobby-specimens.js';
import { useOnline } from '../../../lib/use-online.js';
import { Part, Specimen } from './part.js';
import { SampleForm } from './sample-form.js';
import { CURRENCY_OPTIONS, useCountryOptions } from './samples.js';
import styles from './styleguide-page.module.css';

/** The parts in the order the page shows them: the id of their section, their component name. */
const PARTS = [
  ['button', 'Button'],
  ['iconButton', 'IconButton'],
  ['textField', 'TextField'],
  ['passwordField', 'PasswordField'],
  ['numberField', 'NumberField'],
  ['select', 'Select'],
  ['combobox', 'Combobox'],
  ['checkbox', 'Checkbox'],
  ['radioGroup', 'RadioGroup'],
  ['segmentedControl', 'SegmentedControl'],
  ['tabs', 'Tabs'],
  ['accordion', 'Accordion'],
  ['card', 'Card'],
  ['badge', 'Badge'],
  ['skeleton', 'Skeleton'],
  ['emptyState', 'EmptyState'],
  ['errorState', 'ErrorState'],
  ['clientState', 'ClientState'],
  ['progressBar', 'ProgressBar'],
  ['meter', 'Meter'],
  ['useOnline', 'useOnline'],
  ['money', 'Money'],
  ['countdown', 'Countdown'],
  ['dialog', 'Dialog'],
  ['drawer', 'Drawer'],
  ['form', 'Form'],
  ['gameTile', 'GameTile'],
  ['carousel', 'Carousel'],
  ['animatedNumber', 'AnimatedNumber'],
  ['marquee', 'Marquee'],
  ['infiniteList', 'InfiniteList'],
] as const;

type PartId = (typeof PARTS)[number][0];

const BADGES: readonly BadgeKind[] = ['new', 'top', 'live', 'drops', 'wagering', 'jackpot'];

const HOUR = 3_600_000;

/** How long a pretend retry takes, so that the busy Retry shows. */
const RETRY_MS = 1500;

/**
 * The UI kit's reference page: every part in each of its states (default, filled, disabled,
 * loading, error, empty), in the page's language. Hover and focus show on pointing and tabbing.
 */
export function StyleguidePage() {
  const { t, message } = useStyleguideTranslation();
  const countries = useCountryOptions();
  // What the last sample action was: presses have somewhere visible to go.
  const [pressed, setPressed] = useState<string>();
  const press = (action: string) => () => {
    setPressed(action);
  };
  const [retrying, setRetrying] = useState(false);
  const retryTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(
    () => () => {
      clearTimeout(retryTimer.current);
    },
    [],
  );
  const retry = () => {
    setRetrying(true);
    retryTimer.current = setTimeout(() => {
      setRetrying(false);
    }, RETRY_MS);
  };
  // Countdowns count to moments fixed when the page opened.
  const [openedAt] = useState(() => Date.now());

  const part = (id: PartId) => {
    const entry = PARTS.find(([partId]) => partId === id);
    return { id, name: entry?.[1] ?? id, purpose: t(`parts.${id}`) };
  };

  return (
    <KitProvider>
      <div className={styles.page}>
        <header className={styles.header}>
          <h1 className={styles.title}>{t('title')}</h1>
          <p className={styles.intro}>{t('intro')}</p>
          <p className={styles.log} role="status">
            {pressed === undefined ? null : t('pressed', { action: pressed })}
          </p>
        </header>

        <nav aria-label={t('contents')}>
          <ul className={styles.contents}>
            {PARTS.map(([id, name]) => (
              <li key={id}>
                <a href={`#part-${id}`}>{name}</a>
              </li>
            ))}
          </ul>
        </nav>

        <Part {...part('button')}>
          <Specimen label={t('states.looks')}>
            <div className={styles.row}>
              <Button onPress={press(t('samples.deposit'))}>{t('samples.deposit')}</Button>
              <Button variant="secondary" onPress={press(t('samples.moreGames'))}>
                {t('samples.moreGames')}
              </Button>
              <Button variant="ghost" onPress={press(t('samples.cancel'))}>
                {t('samples.cancel')}
              </Button>
              <Button variant="danger" onPress={press(t('samples.closeAccount'))}>
                {t('samples.closeAccount')}
              </Button>
            </div>
          </Specimen>
          <Specimen label={t('states.sizes')}>
            <div className={styles.row}>
              <Button size="sm" onPress={press(t('samples.playNow'))}>
                {t('samples.playNow')}
              </Button>
              <Button size="md" onPress={press(t('samples.playNow'))}>
                {t('samples.playNow')}
              </Button>
              <Button size="lg" onPress={press(t('samples.playNow'))}>
                {t('samples.playNow')}
              </Button>
            </div>
          </Specimen>
          <Specimen label={t('states.disabled')}>
            <div className={styles.row}>
              <Button isDisabled>{t('samples.deposit')}</Button>
              <Button variant="secondary" isDisabled>
                {t('samples.moreGames')}
              </Button>
              <Button variant="danger" isDisabled>
                {t('samples.closeAccount')}
              </Button>
            </div>
          </Specimen>
          <Specimen label={t('states.loading')}>
            <div className={styles.row}>
              <Button isLoading>{t('samples.deposit')}</Button>
              <Button variant="secondary" isLoading>
                {t('samples.moreGames')}
              </Button>
            </div>
          </Specimen>
          <Specimen label={t('states.asLink')}>
            <div className={styles.row}>
              <ButtonLink to="/" variant="secondary">
                {t('samples.allPromotions')}
              </ButtonLink>
            </div>
          </Specimen>
        </Part>

        <Part {...part('iconButton')}>
          <Specimen label={t('states.looks')}>
            <div className={styles.row}>
              <IconButton
                icon="star"
                label={t('samples.favourite')}
                onPress={press(t('samples.favourite'))}
              />
              <IconButton
                icon="search"
                variant="secondary"
                label={t('samples.search')}
                onPress={press(t('samples.search'))}
              />
              <IconButton
                icon="menu"
                variant="primary"
                label={t('samples.menu')}
                onPress={press(t('samples.menu'))}
              />
            </div>
          </Specimen>
          <Specimen label={t('states.sizes')}>
            <div className={styles.row}>
              {(['sm', 'md', 'lg'] as const).map((size) => (
                <IconButton
                  key={size}
                  size={size}
                  variant="secondary"
                  icon="star"
                  label={t('samples.favourite')}
                  onPress={press(t('samples.favourite'))}
                />
              ))}
            </div>
          </Specimen>
          <Specimen label={t('states.disabled')}>
            <div className={styles.row}>
              <IconButton
                icon="star"
                variant="secondary"
                label={t('samples.favourite')}
                isDisabled
              />
            </div>
          </Specimen>
        </Part>

        <Part {...part('textField')}>
          <Specimen label={t('states.placeholder')}>
            <TextField
              label={t('samples.email')}
              type="email"
              placeholder={t('samples.emailPlaceholder')}
            />
          </Specimen>
          <Specimen label={t('states.withHelp')}>
            <TextField
              label={t('samples.nickname')}
              defaultValue="LuckyLumo"
              description={t('samples.nicknameHelp')}
            />
          </Specimen>
          <Specimen label={t('states.disabled')}>
            <TextField label={t('samples.email')} defaultValue="player@example.com" isDisabled />
          </Specimen>
          <Specimen label={t('states.error')}>
            <TextField
              label={t('samples.email')}
              defaultValue="player@"
              errorMessage={message('errors.invalidEmail')}
            />
          </Specimen>
        </Part>

        <Part {...part('passwordField')}>
          <Specimen label={t('states.default')}>
            <PasswordField label={t('samples.password')} autoComplete="current-password" />
          </Specimen>
          <Specimen label={t('states.withHints')}>
            <PasswordField
              label={t('samples.newPassword')}
              autoComplete="new-password"
              defaultValue="lumo7"
              showHints
            />
          </Specimen>
          <Specimen label={t('states.disabled')}>
            <PasswordField label={t('samples.password')} defaultValue="Secret1!" isDisabled />
          </Specimen>
          <Specimen label={t('states.error')}>
            <PasswordField
              label={t('samples.password')}
              defaultValue="abc"
              errorMessage={message('errors.minLength', { min: 5 })}
            />
          </Specimen>
        </Part>

        <Part {...part('numberField')}>
          <Specimen label={t('states.default')}>
            <NumberField label={t('samples.amount')} />
          </Specimen>
          <Specimen label={t('states.withCurrency')}>
            <NumberField label={t('samples.amount')} currency="EUR" defaultValue="50,00" />
            <NumberField label={t('samples.amount')} currency="GBP" defaultValue="25" />
          </Specimen>
          <Specimen label={t('states.disabled')}>
            <NumberField label={t('samples.amount')} currency="RON" defaultValue="150" isDisabled />
          </Specimen>
          <Specimen label={t('states.error')}>
            <NumberField
              label={t('samples.amount')}
              currency="EUR"
              defaultValue="5"
              description={t('samples.amountHelp', {
                min: formatMoney(10, 'EUR'),
                max: formatMoney(5000, 'EUR'),
              })}
              errorMessage={message('errors.amountMin', { min: 10 })}
            />
          </Specimen>
        </Part>

        <Part {...part('select')}>
          <Specimen label={t('states.default')}>
            <Select label={t('samples.currency')} options={CURRENCY_OPTIONS} />
          </Specimen>
          <Specimen label={t('states.selected')}>
            <Select label={t('samples.currency')} options={CURRENCY_OPTIONS} defaultValue="EUR" />
          </Specimen>
          <Specimen label={t('states.disabled')}>
            <Select
              label={t('samples.currency')}
              options={CURRENCY_OPTIONS}
              defaultValue="GBP"
              isDisabled
            />
          </Specimen>
          <Specimen label={t('states.error')}>
            <Select
              label={t('samples.currency')}
              options={CURRENCY_OPTIONS}
              errorMessage={message('errors.required')}
            />
          </Specimen>
        </Part>

        <Part {...part('combobox')}>
          <Specimen label={t('states.default')}>
            <Combobox label={t('samples.country')} options={countries} />
          </Specimen>
          <Specimen label={t('states.selected')}>
            <Combobox label={t('samples.country')} options={countries} defaultValue="DEU" />
          </Specimen>
          <Specimen label={t('states.empty')}>
            <Combobox label={t('samples.country')} options={[]} />
          </Specimen>
          <Specimen label={t('states.disabled')}>
            <Combobox
              label={t('samples.country')}
              options={countries}
              defaultValue="PRT"
              isDisabled
            />
          </Specimen>
          <Specimen label={t('states.error')}>
            <Combobox
              label={t('samples.country')}
              options={countries}
              errorMessage={message('errors.selectCountry')}
            />
          </Specimen>
        </Part>

        <Part {...part('checkbox')}>
          <Specimen label={t('states.default')}>
            <Checkbox>{t('samples.adult')}</Checkbox>
          </Specimen>
          <Specimen label={t('states.selected')}>
            <Checkbox defaultSelected>{t('samples.terms')}</Checkbox>
          </Specimen>
          <Specimen label={t('states.disabled')}>
            <Checkbox isDisabled>{t('samples.adult')}</Checkbox>
            <Checkbox isDisabled defaultSelected>
              {t('samples.adult')}
            </Checkbox>
          </Specimen>
          <Specimen label={t('states.error')}>
            <Checkbox errorMessage={message('errors.mustAgree')}>{t('samples.terms')}</Checkbox>
          </Specimen>
        </Part>

        <Part {...part('radioGroup')}>
          <Specimen label={t('states.vertical')}>
            <RadioGroup
              label={t('samples.method')}
              defaultValue="card"
              options={[
                {
                  id: 'card',
                  label: t('samples.methods.card'),
                  description: t('samples.methods.cardHelp'),
                },
                {
                  id: 'bank',
                  label: t('samples.methods.bank'),
                  description: t('samples.methods.bankHelp'),
                },
                { id: 'wallet', label: t('samples.methods.wallet') },
              ]}
            />
          </Specimen>
          <Specimen label={t('states.horizontal')}>
            <RadioGroup
              label={t('samples.bonusType')}
              orientation="horizontal"
              defaultValue="basic"
              options={[
                { id: 'basic', label: t('samples.basic') },
                { id: 'bonus', label: t('samples.bonus') },
              ]}
            />
          </Specimen>
          <Specimen label={t('states.disabled')}>
            <RadioGroup
              label={t('samples.method')}
              defaultValue="card"
              isDisabled
              options={[
                { id: 'card', label: t('samples.methods.card') },
                { id: 'bank', label: t('samples.methods.bank') },
              ]}
            />
          </Specimen>
          <Specimen label={t('states.error')}>
            <RadioGroup
              label={t('samples.method')}
              errorMessage={message('errors.required')}
              options={[
                { id: 'card', label: t('samples.methods.card') },
                { id: 'bank', label: t('samples.methods.bank') },
              ]}
            />
          </Specimen>
        </Part>

        <Part {...part('segmentedControl')}>
          <Specimen label={t('states.default')}>
            <SegmentedControl
              label={t('samples.paymentType')}
              defaultValue="banking"
              segments={[
                { id: 'banking', label: t('samples.banking'), icon: 'bank' },
                { id: 'crypto', label: t('samples.crypto'), icon: 'crypto' },
              ]}
            />
          </Specimen>
          <Specimen label={t('states.selected')}>
            <SegmentedControl
              label={t('samples.bonusType')}
              showLabel
              block
              defaultValue="bonus"
              segments={[
                { id: 'basic', label: t('samples.basic') },
                { id: 'bonus', label: t('samples.bonus') },
              ]}
            />
          </Specimen>
          <Specimen label={t('states.disabled')}>
            <SegmentedControl
              label={t('samples.paymentType')}
              defaultValue="banking"
              isDisabled
              segments={[
                { id: 'banking', label: t('samples.banking') },
                { id: 'crypto', label: t('samples.crypto') },
              ]}
            />
          </Specimen>
        </Part>

        <Part {...part('tabs')}>
          <Specimen label={t('states.default')} wide>
            <Tabs
              label={t('samples.accountSections')}
              tabs={[
                { id: 'profile', label: t('samples.profile'), content: t('samples.profileText') },
                { id: 'history', label: t('samples.history'), content: t('samples.historyText') },
                {
                  id: 'limits',
                  label: t('samples.limits'),
                  content: t('samples.limitsText'),
                  isDisabled: true,
                },
              ]}
            />
          </Specimen>
        </Part>

        <Part {...part('accordion')}>
          <Specimen label={t('states.longContent')} wide>
            <Accordion
              defaultExpanded={['verification']}
              items={(['wagering', 'withdrawal', 'verification'] as const).map((id) => ({
                id,
                title: t(`samples.faq.${id}`),
                content: <p>{t(`samples.faq.${id}Answer`)}</p>,
              }))}
            />
          </Specimen>
        </Part>

        <Part {...part('card')}>
          <Specimen label={t('states.default')}>
            <Card
              title={t('samples.welcomeBonus')}
              actions={<Badge kind="new" />}
              footer={
                <Button block onPress={press(t('samples.claim'))}>
                  {t('samples.claim')}
                </Button>
              }
            >
              <p>{t('samples.welcomeOffer', { amount: formatMoney(500, 'EUR') })}</p>
            </Card>
          </Specimen>
          <Specimen label={t('states.loading')}>
            <Card tone="raised">
              <div className={styles.tile} role="status" aria-busy="true">
                <Skeleton width="60%" height={24} shape="text" />
                <Skeleton width="100%" height={16} shape="text" />
                <Skeleton width="100%" height={40} />
              </div>
            </Card>
          </Specimen>
        </Part>

        <Part {...part('badge')}>
          <Specimen label={t('states.looks')} wide>
            <div className={styles.row}>
              {BADGES.map((kind) => (
                <Badge key={kind} kind={kind} />
              ))}
            </div>
          </Specimen>
        </Part>

        <Part {...part('skeleton')}>
          <Specimen label={t('states.loading')}>
            <div className={styles.row}>
              <div className={styles.tile}>
                <Skeleton width={136} height={184} />
                <Skeleton width={104} height={16} shape="text" />
              </div>
              <Skeleton width={48} height={48} shape="circle" />
            </div>
          </Specimen>
          <Specimen label={t('states.longContent')}>
            <Skeleton width="100%" height={16} shape="text" />
            <Skeleton width="100%" height={16} shape="text" />
            <Skeleton width="72%" height={16} shape="text" />
          </Specimen>
        </Part>

        <Part {...part('emptyState')}>
          <Specimen label={t('states.empty')}>
            <EmptyState
              title={message('errors.noGamesFound')}
              description={t('samples.noGamesHelp')}
              action={
                <ButtonLink to="/" variant="secondary">
                  {t('samples.browseGames')}
                </ButtonLink>
              }
            />
          </Specimen>
          <Specimen label={t('states.default')}>
            <EmptyState title={message('errors.transactionsNotFound')} />
          </Specimen>
        </Part>

        <Part {...part('errorState')}>
          <Specimen label={t('states.error')}>
            <ErrorState onRetry={retry} isRetrying={retrying} />
          </Specimen>
          <Specimen label={t('states.loading')}>
            <ErrorState onRetry={retry} isRetrying />
          </Specimen>
          <Specimen label={t('states.message')}>
            <ErrorState onRetry={retry} message={{ key: 'errors.upstreamUnavailable' }} />
          </Specimen>
        </Part>

        <Part {...part('clientState')}>
          <Specimen label="UNAUTHORIZED">
            <ClientState state="UNAUTHORIZED" onLogin={press(t('samples.signUp'))} />
          </Specimen>
          <Specimen label="LOADING">
            <ClientState state="LOADING" height={184} />
          </Specimen>
          <Specimen label="FETCH_ERROR">
            <ClientState state="FETCH_ERROR" onRetry={retry} isRetrying={retrying} />
          </Specimen>
          <Specimen label="LOW_USER_LEVEL">
            <ClientState
              state="LOW_USER_LEVEL"
              requiredLevel={t('samples.silver')}
              onShowLevels={press(t('samples.levelProgress'))}
            />
          </Specimen>
          <Specimen label="REACHED_ATTEMPTS_LIMIT">
            <ClientState state="REACHED_ATTEMPTS_LIMIT" onDeposit={press(t('samples.deposit'))} />
          </Specimen>
        </Part>

        <Part {...part('progressBar')}>
          <Specimen label={t('states.default')}>
            <ProgressBar label={t('samples.uploading')} value={40} />
          </Specimen>
          <Specimen label={t('states.indeterminate')}>
            <ProgressBar label={t('samples.uploading')} />
          </Specimen>
          <Specimen label={t('states.done')}>
            <ProgressBar label={t('samples.uploaded')} value={100} tone="success" size="sm" />
          </Specimen>
        </Part>

        <Part {...part('meter')}>
          <Specimen label={t('states.default')}>
            <Meter label={t('samples.levelProgress')} value={0.62} maxValue={1} tone="gold" />
          </Specimen>
          <Specimen label={t('states.customValue')}>
            <Meter
              label={t('samples.points')}
              value={120}
              maxValue={300}
              valueLabel={t('samples.pointsValue', { value: 120, max: 300 })}
            />
          </Specimen>
        </Part>

        <Part {...part('useOnline')}>
          <Specimen label={t('states.current')}>
            <OnlineSpecimen />
          </Specimen>
        </Part>

        <Part {...part('money')}>
          <Specimen label={t('states.default')}>
            <dl className={styles.amounts}>
              <dt>EUR</dt>
              <dd>
                <Money amount={1234.5} currency="EUR" />
              </dd>
              <dt>RON</dt>
              <dd>
                <Money amount={1234.5} currency="RON" />
              </dd>
              <dt>GBP</dt>
              <dd>
                <Money amount={1234.5} currency="GBP" />
              </dd>
              <dt>USD</dt>
              <dd>
                <Money amount={1234567.89} currency="USD" />
              </dd>
            </dl>
          </Specimen>
          <Specimen label={t('states.looks')}>
            <dl className={styles.amounts}>
              <dt>{t('samples.balance')}</dt>
              <dd>
                <Money amount={250} currency="EUR" />
              </dd>
              <dt>{t('samples.lastWin')}</dt>
              <dd>
                <Money amount={87.4} currency="EUR" tone="win" />
              </dd>
              <dt>{t('samples.lastLoss')}</dt>
              <dd>
                <Money amount={-12.3} currency="GBP" tone="loss" />
              </dd>
              <dt>Jackpot</dt>
              <dd>
                <Money amount={2500000} currency="EUR" decimals={0} />
              </dd>
            </dl>
          </Specimen>
        </Part>

        <Part {...part('countdown')}>
          <Specimen label={t('states.default')}>
            <p>{t('samples.jackpotEnds')}</p>
            <Countdown to={openedAt + 2 * 24 * HOUR + 3 * HOUR + 4 * 60_000} now={Date.now} />
          </Specimen>
          <Specimen label={t('states.looks')}>
            <Countdown to={openedAt + HOUR} now={Date.now} />
          </Specimen>
          <Specimen label={t('states.ended')}>
            <Countdown to={openedAt} now={Date.now} />
          </Specimen>
        </Part>

        <Part {...part('dialog')}>
          <Specimen label={t('states.default')}>
            <Dialog
              title={t('samples.dialogTitle')}
              trigger={<Button variant="secondary">{t('samples.openDialog')}</Button>}
              footer={(close) => (
                <>
                  <Button variant="ghost" onPress={close}>
                    {t('samples.cancel')}
                  </Button>
                  <Button
                    onPress={() => {
                      setPressed(t('samples.confirm'));
                      close();
                    }}
                  >
                    {t('samples.confirm')}
                  </Button>
                </>
              )}
            >
              <p>{t('samples.dialogText', { amount: formatMoney(50, 'EUR') })}</p>
            </Dialog>
          </Specimen>
          <Specimen label={t('states.longContent')}>
            <Dialog
              size="lg"
              title={t('samples.faq.verification')}
              trigger={<Button variant="secondary">{t('samples.faq.verification')}</Button>}
            >
              <Accordion
                allowsMultipleExpanded
                defaultExpanded={['wagering', 'withdrawal', 'verification']}
                items={(['wagering', 'withdrawal', 'verification'] as const).map((id) => ({
                  id,
                  title: t(`samples.faq.${id}`),
                  content: <p>{t(`samples.faq.${id}Answer`)}</p>,
                }))}
              />
            </Dialog>
          </Specimen>
        </Part>

        <Part {...part('drawer')}>
          <Specimen label={t('states.default')}>
            <div className={styles.row}>
              <Drawer
                title={t('samples.drawerTitle')}
                trigger={<Button variant="secondary">{t('samples.openDrawer')}</Button>}
                footer={(close) => (
                  <Button block onPress={close}>
                    {t('samples.apply')}
                  </Button>
                )}
              >
                <fieldset className={styles.fieldset}>
                  <legend className={styles.specimenLabel}>{t('samples.gameTypes')}</legend>
                  <Checkbox defaultSelected>{t('samples.newGames')}</Checkbox>
                  <Checkbox>{t('samples.topGames')}</Checkbox>
                  <Checkbox>{t('samples.jackpotGames')}</Checkbox>
                </fieldset>
              </Drawer>
              <Drawer
                side="start"
                title={t('samples.menu')}
                trigger={<IconButton icon="menu" variant="secondary" label={t('samples.menu')} />}
              >
                <Tabs
                  label={t('samples.accountSections')}
                  tabs={[
                    {
                      id: 'profile',
                      label: t('samples.profile'),
                      content: t('samples.profileText'),
                    },
                    {
                      id: 'history',
                      label: t('samples.history'),
                      content: t('samples.historyText'),
                    },
                  ]}
                />
              </Drawer>
            </div>
          </Specimen>
        </Part>

        <Part {...part('form')}>
          <Specimen label={t('states.default')} wide>
            <SampleForm />
          </Specimen>
        </Part>

        <Part {...part('gameTile')}>
          <GameTileSpecimens onAction={setPressed} />
        </Part>

        <Part {...part('carousel')}>
          <CarouselSpecimens onAction={setPressed} />
        </Part>

        <Part {...part('animatedNumber')}>
          <AnimatedNumberSpecimens />
        </Part>

        <Part {...part('marquee')}>
          <MarqueeSpecimens />
        </Part>

        <Part {...part('infiniteList')}>
          <InfiniteListSpecimens onAction={setPressed} />
        </Part>
      </div>
    </KitProvider>
  );
}

/** The network state as useOnline reads it, announced when it changes. */
function OnlineSpecimen() {
  const { t } = useStyleguideTranslation();
  const online = useOnline();
  return (
    <p className={styles.online} role="status">
      <Icon name={online ? 'check' : 'alert'} />
      {online ? t('samples.online') : t('samples.offline')}
    </p>
  );
}
