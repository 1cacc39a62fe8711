// An ISO time as the pages show it: local time, 24-hour clock; nothing for no time.
export const formatTime = (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleString('zh-CN', { hour12: false }) : '');
