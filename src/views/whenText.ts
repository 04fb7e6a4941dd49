import dayjs from 'dayjs';

/** "Tue 24 Nov, 18:05", from Unix seconds: when a grown-up or a kid made a change. */
export const whenText = (at: number): string => dayjs(at * 1000).format('ddd D MMM, HH:mm');
