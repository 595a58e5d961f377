// The notification sound for new messages (SPEC.md §7). Browsers may refuse to play before the
// visitor has interacted with the page; that, like any failure here, is only logged (SPEC.md §8).
export const NOTIFICATION_SOUND_PATH = '/sounds/notification.wav';

export async function playNotificationSound(): Promise<void> {
  try {
    if (typeof Audio === 'undefined') return;
    await new Audio(NOTIFICATION_SOUND_PATH).play();
  } catch (error) {
    console.error('The notification sound could not be played', error);
  }
}
