'use client';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { translate } from '../../i18n';
import { createTicker, nextIndex, prevIndex, shouldAutoAdvance, wrapIndex } from './carousel-logic';
import { CAROUSEL_INTERVAL_MS, CAROUSEL_TRANSITION_MS } from './constants';
import './ui.css';

export { CAROUSEL_INTERVAL_MS, CAROUSEL_TRANSITION_MS };

export type CarouselProps = {
  slides: ReactNode[];
  /** Accessible name of the carousel. */
  label: string;
  lang: string;
  /** Auto-advance interval in ms (default 3000; 0 = off). */
  interval?: number;
  /** Transition duration in ms (default 240). */
  transition?: number;
  /** Cross-fade instead of sliding. */
  fade?: boolean;
  className?: string;
};

function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const mq = window.matchMedia?.('(prefers-reduced-motion: reduce)');
    if (!mq) return;
    setReduced(mq.matches);
    const onChange = () => setReduced(mq.matches);
    mq.addEventListener('change', onChange);
    return () => mq.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

/**
 * Carousel (WAI-ARIA carousel pattern): previous/next buttons and dots with accessible names,
 * auto-advance paused on hover and focus and off with prefers-reduced-motion.
 */
export function Carousel({
  slides,
  label,
  lang,
  interval = CAROUSEL_INTERVAL_MS,
  transition = CAROUSEL_TRANSITION_MS,
  fade = false,
  className,
}: CarouselProps) {
  const t = (key: string, vars?: Record<string, string | number>) => translate(lang, key, vars);
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const playing = shouldAutoAdvance({ count, interval, hovered, focused, reducedMotion });
  const ticker = useRef<ReturnType<typeof createTicker> | null>(null);

  useEffect(() => {
    if (!playing) return;
    const tk = createTicker(() => setIndex((i) => nextIndex(i, count)), interval);
    ticker.current = tk;
    tk.start();
    return () => {
      tk.stop();
      ticker.current = null;
    };
  }, [playing, interval, count]);

  const go = (i: number) => {
    setIndex(wrapIndex(i, count));
    ticker.current?.restart();
  };
  const duration = reducedMotion ? 0 : transition;

  return (
    <section
      className={`ui-carousel${fade ? ' ui-carousel-fade' : ''}${className ? ` ${className}` : ''}`}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="ui-carousel-viewport" aria-live={playing ? 'off' : 'polite'}>
        <div
          className="ui-carousel-track"
          style={{
            transitionDuration: `${duration}ms`,
            transform: fade ? undefined : `translateX(-${index * 100}%)`,
          }}
        >
          {slides.map((slide, i) => (
            // biome-ignore lint/a11y/useSemanticElements: WAI-ARIA carousel pattern (a group with roledescription "slide")
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: slides are positional
              key={i}
              className="ui-carousel-slide"
              role="group"
              aria-roledescription="slide"
              aria-label={t('ui.carousel.slideOf', { n: i + 1, count })}
              aria-hidden={i !== index || undefined}
              inert={i !== index || undefined}
              data-active={i === index || undefined}
              style={fade ? { transitionDuration: `${duration}ms` } : undefined}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {count > 1 ? (
        <div className="ui-carousel-controls">
          <button
            type="button"
            className="ui-carousel-prev"
            aria-label={t('ui.carousel.previous')}
            onClick={() => go(prevIndex(index, count))}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <div className="ui-carousel-dots">
            {slides.map((_, i) => (
              <button
                // biome-ignore lint/suspicious/noArrayIndexKey: one dot per slide position
                key={i}
                type="button"
                className="ui-carousel-dot"
                aria-label={t('ui.carousel.goTo', { n: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => go(i)}
              />
            ))}
          </div>
          <button type="button" className="ui-carousel-next" aria-label={t('ui.carousel.next')} onClick={() => go(nextIndex(index, count))}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
    </section>
  );
}
