import { CAROUSEL_AUTOPLAY_MS, CAROUSEL_PLACEHOLDERS } from '@casino/shared';
import useEmblaCarousel from 'embla-carousel-react';
import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type Key,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CAROUSEL_SCROLL_DURATION } from './carousel-speed.js';
import { useInView } from './use-in-view.js';
import { useLingering } from './use-lingering.js';
import { whenIdle } from '../../lib/when-idle.js';
import { useReducedMotion } from './use-reduced-motion.js';
import styles from './carousel.module.css';
import { cx } from './class-names.js';
import { GameTileSkeleton } from './game-tile.js';
import { IconButton } from './icon-button.js';
import { useSlidesPerView } from './slides-per-view.js';

/**
 * How near the viewport a carousel must come before embla takes it over. Until then its slides lie
 * where the stylesheet puts them (the same place embla starts from): embla measures every slide
 * when it starts, which on a page of many carousels is most of the main thread's work.
 */
const CAROUSEL_START_MARGIN = '200px 0px';

/** At most this long after its slides are final and near, a carousel starts, idle or not. */
const CAROUSEL_IDLE_START_MS = 1_000;

/** What autoplay drives: the part of embla's API it needs (a fake in tests). */
export interface AutoplayTarget {
  canScrollNext: () => boolean;
  scrollNext: () => void;
  scrollTo: (index: number) => void;
}

/**
 * Moves the carousel on every `delay` ms while `playing`, back to the start after the last slide.
 * A hidden tab does not move. Pausing (hover, focus, the stop button) restarts the wait.
 */
export function useCarouselAutoplay(
  target: AutoplayTarget | undefined,
  { playing, delay = CAROUSEL_AUTOPLAY_MS }: { playing: boolean; delay?: number },
): void {
  useEffect(() => {
    if (target === undefined || !playing) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'hidden') return;
      if (target.canScrollNext()) target.scrollNext();
      else target.scrollTo(0);
    }, delay);
    return () => {
      clearInterval(timer);
    };
  }, [target, playing, delay]);
}

export interface CarouselProps<T> {
  /** The heading above the slides; it names the carousel region too. */
  title: string;
  headingLevel?: 2 | 3;
  /** The category page the "All" link opens (already under the language's prefix). */
  href?: string;
  /** A count shown beside "All" (the category's count label: 2600, '8000+'). */
  count?: string | number;
  items: readonly T[];
  getKey: (item: T, index: number) => Key;
  renderItem: (item: T, index: number) => ReactNode;
  /** While the first page loads: placeholders in place of the slides. */
  isLoading?: boolean;
  /** How many placeholders (SPEC.md section 9: 15). */
  placeholderCount?: number;
  /** One placeholder, at the slide's size; a game tile's skeleton by default. */
  renderPlaceholder?: () => ReactNode;
  /** Moves on by itself every 3 s (off under reduced motion, paused on hover and focus). */
  autoplay?: boolean;
  className?: string;
}

/**
 * A row of tiles that scrolls: 2, 4, 6 or 7 whole slides in view by the viewport's width (SPEC.md
 * section 9), swipe and drag, previous and next buttons, the arrow keys, and autoplay every 3 s
 * at a 300 ms scroll. Autoplay pauses while a pointer is over the carousel or focus is inside it,
 * stops with its own button (WCAG 2.2.2), and never starts under reduced motion, where the
 * buttons jump rather than scroll. A region named by its heading, described as a carousel; each
 * slide a group "3 of 15".
 */
function gameTilePlaceholder() {
  return <GameTileSkeleton />;
}

export function Carousel<T>({
  title,
  headingLevel = 2,
  href,
  count,
  items,
  getKey,
  renderItem,
  isLoading = false,
  placeholderCount = CAROUSEL_PLACEHOLDERS,
  renderPlaceholder = gameTilePlaceholder,
  autoplay = true,
  className,
}: CarouselProps<T>) {
  const { t } = useTranslation('kit');
  const headingId = useId();
  const slidesId = useId();
  const reducedMotion = useReducedMotion();
  const slidesPerView = useSlidesPerView();
  const sectionRef = useRef<HTMLElement>(null);
  const near = useInView(sectionRef, { rootMargin: CAROUSEL_START_MARGIN, once: true });
  // Embla starts on the final slides, once: placeholders turning into slides would start it again.
  // It starts when the page is idle (each carousel in a task of its own, not all in the commit
  // that drew the tiles), or at once when the player reaches for it.
  const [wanted, setWanted] = useState(false);
  const ready = near && !isLoading;
  useEffect(() => {
    if (!ready || wanted) return;
    return whenIdle(() => {
      setWanted(true);
    }, CAROUSEL_IDLE_START_MS);
  }, [ready, wanted]);
  const reach = () => {
    setWanted(true);
  };
  const started = ready && wanted;
  const [viewportRef, api] = useEmblaCarousel({
    align: 'start',
    containScroll: 'trimSnaps',
    slidesToScroll: 1,
    duration: reducedMotion ? 0 : CAROUSEL_SCROLL_DURATION,
  });
  const [canPrevious, setCanPrevious] = useState(false);
  const [canNext, setCanNext] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [stopped, setStopped] = useState(false);

  useEffect(() => {
    if (api === undefined) return;
    const update = () => {
      setCanPrevious(api.canScrollPrev());
      setCanNext(api.canScrollNext());
    };
    const down = () => {
      setDragging(true);
    };
    const up = () => {
      setDragging(false);
    };
    update();
    api.on('select', update).on('reInit', update).on('pointerDown', down).on('pointerUp', up);
    return () => {
      api.off('select', update).off('reInit', update).off('pointerDown', down).off('pointerUp', up);
    };
  }, [api]);

  const slideCount = isLoading ? placeholderCount : items.length;
  const scrolls = slideCount > slidesPerView;
  const canAutoplay = autoplay && !reducedMotion && !isLoading && scrolls;
  const playing = canAutoplay && !stopped && !hovered && !focusWithin && !dragging;
  useCarouselAutoplay(api, { playing });

  // Before embla starts, the slides lie at the start: there is a way on whenever they overflow.
  const nextEnabled = api === undefined ? scrolls : canNext;

  const previous = useCallback(() => api?.scrollPrev(), [api]);
  const next = useCallback(() => api?.scrollNext(), [api]);

  // Left and right move between slides: from a slide, focus goes to the same control of the
  // next one (and the carousel follows it); from the buttons, the carousel scrolls.
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const target = event.target as HTMLElement;
    if (target.closest('input, textarea, select, [contenteditable="true"]') !== null) return;
    event.preventDefault();
    const step = event.key === 'ArrowRight' ? 1 : -1;
    const slide = target.closest<HTMLElement>('[data-slide-index]');
    if (slide === null || api === undefined) {
      if (step === 1) next();
      else previous();
      return;
    }
    const index = Number(slide.dataset.slideIndex) + step;
    const nextSlide = api.slideNodes()[index];
    if (nextSlide === undefined) return;
    const focusable = nextSlide.querySelector<HTMLElement>('button:not([disabled]), a[href]');
    focusable?.focus({ preventScroll: true });
    // Where the carousel is going (not where an animation has got to): snap n starts at slide n.
    const first = Math.min(api.selectedScrollSnap(), Math.max(0, slideCount - slidesPerView));
    const last = first + slidesPerView - 1;
    if (index > last) api.scrollTo(index - slidesPerView + 1);
    else if (index < first) api.scrollTo(index);
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocusWithin(false);
  };

  // One slide's frame, a placeholder's or an item's.
  const slide = useCallback(
    (key: Key, index: number, total: number, content: ReactNode) => (
      <div
        key={key}
        className={styles.slide}
        role="group"
        aria-roledescription={t('carousel.slideRoleDescription')}
        aria-label={t('carousel.slideLabel', { index: index + 1, total })}
        data-slide-index={index}
      >
        {content}
      </div>
    ),
    [t],
  );
  // The placeholders stay one frame longer, hidden, once the slides come (use-lingering.ts).
  const placeholdersShown = useLingering(isLoading) || isLoading;
  const placeholders = useMemo(
    () =>
      placeholdersShown
        ? Array.from({ length: placeholderCount }, (_, index) =>
            slide(index, index, placeholderCount, renderPlaceholder()),
          )
        : null,
    [placeholdersShown, placeholderCount, renderPlaceholder, slide],
  );
  // The slides change with the items, not with the carousel's own state (a scroll, a hover, the
  // buttons' state): its re-renders leave every tile as it was.
  const slides = useMemo(
    () =>
      isLoading
        ? null
        : items.map((item, index) =>
            slide(getKey(item, index), index, items.length, renderItem(item, index)),
          ),
    [isLoading, items, getKey, renderItem, slide],
  );

  const Heading = `h${headingLevel}` as const;
  const style = { '--carousel-slides': slidesPerView } as CSSProperties;

  return (
    <section
      ref={sectionRef}
      className={cx(styles.carousel, className)}
      style={style}
      aria-roledescription={t('carousel.roleDescription')}
      aria-labelledby={headingId}
      onKeyDown={onKeyDown}
      onMouseEnter={() => {
        reach();
        setHovered(true);
      }}
      onTouchStart={reach}
      onMouseLeave={() => {
        setHovered(false);
      }}
      onFocus={() => {
        reach();
        setFocusWithin(true);
      }}
      onBlur={onBlur}
    >
      <header className={styles.header}>
        <Heading id={headingId} className={styles.title}>
          {title}
        </Heading>
        <div className={styles.controls}>
          {href === undefined ? null : (
            // The name starts with the text shown, "All 2600" (WCAG 2.5.3: a speech user says
            // what they see), then the row it opens.
            <Link
              to={href}
              className={styles.all}
              aria-label={
                count === undefined
                  ? t('carousel.allOf', { title })
                  : t('carousel.allWithCountOf', { title, total: String(count) })
              }
            >
              {t('carousel.all')}
              {/* The space is no flex item (nothing is drawn), but it parts the word and the
                  count in the text read from the link: "All 2600", not "All2600". */}
              {count === undefined ? null : (
                <>
                  {' '}
                  <span className={styles.count}>{count}</span>
                </>
              )}
            </Link>
          )}
          {/* While the slides load, the stop button's place is kept: the header does not move
              (or wrap) when it appears. */}
          {autoplay && !reducedMotion && isLoading ? (
            <span className={styles.controlPlaceholder} aria-hidden="true" />
          ) : null}
          {canAutoplay ? (
            <IconButton
              size="sm"
              variant="secondary"
              icon={stopped ? 'play' : 'pause'}
              label={stopped ? t('carousel.start') : t('carousel.stop')}
              onPress={() => {
                setStopped((value) => !value);
              }}
            />
          ) : null}
          {scrolls ? (
            <>
              <IconButton
                className={styles.step}
                size="sm"
                variant="secondary"
                icon="chevronLeft"
                label={t('carousel.previous')}
                aria-controls={slidesId}
                isDisabled={!canPrevious}
                onPress={previous}
              />
              <IconButton
                className={styles.step}
                size="sm"
                variant="secondary"
                icon="chevronRight"
                label={t('carousel.next')}
                aria-controls={slidesId}
                isDisabled={!nextEnabled}
                onPress={next}
              />
            </>
          ) : null}
        </div>
      </header>
      <div className={styles.viewport} ref={started ? viewportRef : undefined}>
        {/* Embla takes the viewport's first child: the slides come first. */}
        {slides === null ? null : (
          <div key="slides" className={styles.container} id={slidesId}>
            {slides}
          </div>
        )}
        {placeholders === null ? null : (
          <div
            key="placeholders"
            className={styles.container}
            id={isLoading ? slidesId : undefined}
            aria-busy={isLoading || undefined}
            hidden={!isLoading}
          >
            {placeholders}
          </div>
        )}
      </div>
    </section>
  );
}
