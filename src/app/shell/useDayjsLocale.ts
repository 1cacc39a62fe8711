// Dates follow the UI language in the shell (pickers, formatted dates); the login page shows no
// date, so dayjs and its locale stay out of the login route's JS.
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useEffect } from 'react';

export function useDayjsLocale(language: string): void {
  useEffect(() => {
    dayjs.locale(language === 'en_US' ? 'en' : 'zh-cn');
  }, [language]);
}
