import { describe, expect, it } from 'vitest';
import {
  SPORT_FRAME_HEIGHT,
  SPORT_FRAME_INSUFFICIENT_BALANCE,
  SPORT_FRAME_READY,
  SPORT_FRAME_ROUTE,
  SPORT_HOST_NAVIGATE,
  SPORT_HOST_SESSION,
  SPORT_HOST_TEARDOWN,
  SPORT_TOKEN_MIN_REFRESH_DELAY_MS,
  appPathOfFramePath,
  framePathOfAppPath,
  parseSportFrameMessage,
  parseSportHostMessage,
  sportFramePath,
  sportOfFramePath,
  sportSlug,
  sportTokenRefreshDelay,
} from './sport-frame.js';

const SPORTS = [
  { sport_id: 1, name: 'Football' },
  { sport_id: 4, name: 'Ice Hockey' },
];

describe('parseSportFrameMessage', () => {
  it('takes each message of the frame', () => {
    expect(parseSportFrameMessage({ type: SPORT_FRAME_READY })).toEqual({
      type: SPORT_FRAME_READY,
    });
    expect(parseSportFrameMessage({ type: SPORT_FRAME_ROUTE, path: '/football' })).toEqual({
      type: SPORT_FRAME_ROUTE,
      path: '/football',
    });
    expect(parseSportFrameMessage({ type: SPORT_FRAME_HEIGHT, height: 1200 })).toEqual({
      type: SPORT_FRAME_HEIGHT,
      height: 1200,
    });
    expect(parseSportFrameMessage({ type: SPORT_FRAME_INSUFFICIENT_BALANCE })).toBeDefined();
  });

  it('drops unknown types, extra fields and the app’s own messages', () => {
    expect(parseSportFrameMessage({ type: 'lumo-sport:open-window', url: 'x' })).toBeUndefined();
    expect(parseSportFrameMessage({ type: SPORT_FRAME_READY, token: 'abc' })).toBeUndefined();
    expect(parseSportFrameMessage({ type: SPORT_HOST_SESSION, token: '', language: 'en' })).toBe(
      undefined,
    );
    expect(parseSportFrameMessage('lumo-sport:ready')).toBeUndefined();
    expect(parseSportFrameMessage(null)).toBeUndefined();
  });

  it('takes only routes that stay inside the section', () => {
    for (const path of ['/', '/football', '/ice-hockey/live']) {
      expect(parseSportFrameMessage({ type: SPORT_FRAME_ROUTE, path })).toBeDefined();
    }
    for (const path of [
      '',
      'football',
      '//evil.example',
      '/../account',
      '/football?x=1',
      '/football#a',
      '/Football',
      '/football/',
      `/${'a'.repeat(256)}`,
    ]) {
      expect(parseSportFrameMessage({ type: SPORT_FRAME_ROUTE, path })).toBeUndefined();
    }
  });

  it('takes a height from 0 up, whole pixels only', () => {
    expect(parseSportFrameMessage({ type: SPORT_FRAME_HEIGHT, height: 0 })).toBeDefined();
    expect(parseSportFrameMessage({ type: SPORT_FRAME_HEIGHT, height: -1 })).toBeUndefined();
    expect(parseSportFrameMessage({ type: SPORT_FRAME_HEIGHT, height: 10.5 })).toBeUndefined();
    expect(parseSportFrameMessage({ type: SPORT_FRAME_HEIGHT, height: '10' })).toBeUndefined();
  });
});

describe('parseSportHostMessage', () => {
  it('takes a session, a navigation and the teardown', () => {
    expect(
      parseSportHostMessage({ type: SPORT_HOST_SESSION, token: 'abc', language: 'de' }),
    ).toEqual({ type: SPORT_HOST_SESSION, token: 'abc', language: 'de' });
    expect(parseSportHostMessage({ type: SPORT_HOST_SESSION, token: '', language: 'gb' })).toEqual({
      type: SPORT_HOST_SESSION,
      token: '',
      language: 'gb',
    });
    expect(parseSportHostMessage({ type: SPORT_HOST_NAVIGATE, path: '/tennis' })).toBeDefined();
    expect(parseSportHostMessage({ type: SPORT_HOST_TEARDOWN })).toBeDefined();
  });

  it('drops an unknown language, an overlong token and a path leaving the section', () => {
    expect(parseSportHostMessage({ type: SPORT_HOST_SESSION, token: '', language: 'fr' })).toBe(
      undefined,
    );
    expect(
      parseSportHostMessage({ type: SPORT_HOST_SESSION, token: 'x'.repeat(513), language: 'en' }),
    ).toBeUndefined();
    expect(parseSportHostMessage({ type: SPORT_HOST_NAVIGATE, path: '//x' })).toBeUndefined();
  });
});

describe('sport paths', () => {
  it('slugs a sport’s name', () => {
    expect(sportSlug('Ice Hockey')).toBe('ice-hockey');
    expect(sportSlug('Formula 1')).toBe('formula-1');
    expect(sportSlug('Counter-Strike')).toBe('counter-strike');
    expect(sportSlug(' Débutants ')).toBe('debutants');
    expect(sportFramePath({ name: 'MMA' })).toBe('/mma');
    expect(sportFramePath({ name: '***' })).toBe('/');
  });

  it('maps the app’s path to the frame’s and back', () => {
    expect(framePathOfAppPath('/sport')).toBe('/');
    expect(framePathOfAppPath('/sport/')).toBe('/');
    expect(framePathOfAppPath('/sport/football')).toBe('/football');
    expect(framePathOfAppPath('/sport/ice-hockey/live')).toBe('/ice-hockey/live');
    expect(framePathOfAppPath('/sport/Foot%20ball')).toBe('/');
    expect(framePathOfAppPath('/sports/football')).toBe('/');
    expect(appPathOfFramePath('/')).toBe('/sport');
    expect(appPathOfFramePath('/football')).toBe('/sport/football');
  });

  it('knows the sport of a route, else the first', () => {
    expect(sportOfFramePath('/ice-hockey/live', SPORTS)?.sport_id).toBe(4);
    expect(sportOfFramePath('/', SPORTS)?.sport_id).toBe(1);
    expect(sportOfFramePath('/curling', SPORTS)?.sport_id).toBe(1);
    expect(sportOfFramePath('/', [])).toBeUndefined();
  });
});

describe('sportTokenRefreshDelay', () => {
  it('waits the refreshInMs the BFF counted', () => {
    expect(sportTokenRefreshDelay({ refreshInMs: 570_000 })).toBe(570_000);
    expect(sportTokenRefreshDelay({ refreshInMs: 10_000 })).toBe(10_000);
  });

  it('never asks sooner than the floor, even for a token already due', () => {
    expect(sportTokenRefreshDelay({ refreshInMs: 0 })).toBe(SPORT_TOKEN_MIN_REFRESH_DELAY_MS);
    expect(sportTokenRefreshDelay({ refreshInMs: SPORT_TOKEN_MIN_REFRESH_DELAY_MS - 1 })).toBe(
      SPORT_TOKEN_MIN_REFRESH_DELAY_MS,
    );
  });

  it('does not refresh the empty token', () => {
    expect(sportTokenRefreshDelay({ refreshInMs: null })).toBeNull();
    expect(sportTokenRefreshDelay({ refreshInMs: Number.NaN })).toBeNull();
  });
});
