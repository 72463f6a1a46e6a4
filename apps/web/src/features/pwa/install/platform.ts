// Which instructions a device needs: iOS adds web apps only from the Share menu (Safari, and
// Chrome or Edge from iOS 16.4), other platforms through the browser's prompt or menu.

export type InstallPlatform = 'ios' | 'android' | 'desktop';
export type IosBrowser = 'safari' | 'chrome' | 'edge';

interface NavigatorParts {
  userAgent: string;
  platform?: string;
  maxTouchPoints?: number;
}

export function installPlatformOf(navigator: NavigatorParts): InstallPlatform {
  const { userAgent } = navigator;
  // iPadOS 13+ says it is a Mac; a Mac with a touch screen is an iPad.
  if (
    /iPad|iPhone|iPod/.test(userAgent) ||
    (navigator.platform === 'MacIntel' && (navigator.maxTouchPoints ?? 0) > 1)
  )
    return 'ios';
  if (userAgent.includes('Android')) return 'android';
  return 'desktop';
}

export function iosBrowserOf(userAgent: string): IosBrowser {
  if (userAgent.includes('CriOS/')) return 'chrome';
  if (userAgent.includes('EdgiOS/')) return 'edge';
  return 'safari';
}
