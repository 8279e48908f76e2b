import dayjs from 'dayjs';
import 'dayjs/locale/da';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.locale('da');

/** Danish dates (SPEC section 9): weeks start on Monday (dayjs 'da'), shown in Danish time. */
export const SITE_TIME_ZONE = 'Europe/Copenhagen';
export const SHORT_DATE = 'DD.MM.YYYY';
export const DEFAULT_DATE_TIME = 'DD/MM/YYYY HH:mm';

const inDenmark = (value: string | Date) => dayjs(value).tz(SITE_TIME_ZONE);

export const formatShortDate = (value: string | Date) => inDenmark(value).format(SHORT_DATE);
export const formatDateTime = (value: string | Date) => inDenmark(value).format(DEFAULT_DATE_TIME);
/** For reading aloud and headings: "torsdag d. 3. december 2026". */
export const formatLongDate = (value: string | Date) => inDenmark(value).format('dddd [d.] D. MMMM YYYY');
export const formatTime = (value: string | Date) => inDenmark(value).format('HH:mm');
/** The first day of the week of `value` (a Monday in the Danish locale). */
export const startOfWeek = (value: string | Date) => inDenmark(value).startOf('week');

export { dayjs };
