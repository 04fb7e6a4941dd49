/**
 * This device as a family would tell it apart from the others they hold ("an iPad", "an Android
 * phone"), from its browser's user agent: recorded with a correction of a past day, so the day
 * can say on which device a grown-up put it right. Nothing that identifies the person: the kind
 * of device only. `null` when the browser gives nothing to go on.
 */
export function deviceName(userAgent: string | undefined, touchPoints = 0): string | null {
  if (userAgent === undefined || userAgent.trim() === '') return null;
  const agent = userAgent.toLowerCase();
  if (agent.includes('ipad')) return 'an iPad';
  if (agent.includes('iphone')) return 'an iPhone';
  if (agent.includes('android')) {
    // Android phones' browsers say "Mobile"; tablets' do not.
    return agent.includes('mobile') ? 'an Android phone' : 'an Android tablet';
  }
  // iPadOS asks for the desktop site as a Mac; a Mac has no touch screen.
  if (agent.includes('macintosh')) return touchPoints > 1 ? 'an iPad' : 'a Mac';
  if (agent.includes('cros')) return 'a Chromebook';
  if (agent.includes('windows')) return 'a Windows computer';
  if (agent.includes('linux')) return 'a Linux computer';
  return null;
}
