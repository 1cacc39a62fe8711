// The big screen's palette: dark panels, large light type (read across a workshop).
export const SCREEN = { background: '#0b1727', panel: '#13233a', border: '#22406a', text: '#e6f0ff', dim: '#8fa6c6', accent: '#3ea6ff' } as const;
