// The buttons a tenant form script added (plantform.addButton): pressing one runs its handler in the
// sandbox; what it does to the form comes back as the script's effects.
import { Button, Space } from 'antd';
import type { TenantScriptControl } from './useTenantScript';

export function TenantScriptButtons({ script }: { script: TenantScriptControl }) {
  if (!script.buttons.length) return null;
  return (
    <Space wrap style={{ marginBottom: 12 }} data-testid="tenant-script-buttons">
      {script.buttons.map((b) => (
        <Button key={b.code} data-code={b.code} onClick={() => script.press(b.code)}>
          {b.label}
        </Button>
      ))}
    </Space>
  );
}
