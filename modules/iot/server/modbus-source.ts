// A gateway polling Modbus TCP devices (its endpoint modbus-tcp://host:port, port 502 by default):
// every task reads its variables each period of its template — the register by the variable's
// function (03 holding, 04 input, 01 coils, 02 discrete inputs) from the task's unit id — and
// decodes the words by the register type (32-bit types: two registers, high word first). A lost
// connection is tried again at the next period; the gateway goes offline when nothing arrives.
import ModbusRTU from 'modbus-serial';
import type { GatewayBinding, TaskBinding, VarBinding } from './bindings';
import type { Ingest } from './ingest';

const WORDS: Record<VarBinding['registerType'], number> = { UInt16: 1, Int16: 1, UInt32: 2, Int32: 2, Float32: 2 };

export function modbusAddress(endpoint: string): { host: string; port: number } {
  const u = new URL(endpoint.includes('://') ? endpoint : `modbus-tcp://${endpoint}`);
  return { host: u.hostname, port: u.port ? Number(u.port) : 502 };
}

/** The number a register type makes of the words read (big-endian words, high word first). */
export function decodeWords(type: VarBinding['registerType'], words: readonly number[]): number {
  const b = Buffer.alloc(4);
  if (WORDS[type] === 1) {
    b.writeUInt16BE(words[0]! & 0xffff, 0);
    return type === 'Int16' ? b.readInt16BE(0) : b.readUInt16BE(0);
  }
  b.writeUInt16BE(words[0]! & 0xffff, 0);
  b.writeUInt16BE(words[1]! & 0xffff, 2);
  return type === 'Int32' ? b.readInt32BE(0) : type === 'Float32' ? b.readFloatBE(0) : b.readUInt32BE(0);
}

export class ModbusSource {
  private readonly client = new ModbusRTU();
  private readonly timers: NodeJS.Timeout[] = [];
  private busy = false;
  private stopped = false;

  constructor(
    private readonly g: GatewayBinding,
    private readonly ingest: Ingest,
    private readonly onError: (e: unknown) => void,
  ) {}

  start(): void {
    for (const task of this.g.tasks) {
      const t = setInterval(() => void this.poll(task), task.periodSeconds * 1000);
      t.unref();
      this.timers.push(t);
      void this.poll(task);
    }
  }

  private async connected(): Promise<void> {
    if (this.client.isOpen) return;
    const { host, port } = modbusAddress(this.g.endpoint);
    this.client.setTimeout(3000);
    await this.client.connectTCP(host, { port });
  }

  private async read(task: TaskBinding, v: VarBinding): Promise<number | boolean> {
    this.client.setID(task.unitId);
    const at = v.register ?? 0;
    if (v.fn === '1') return (await this.client.readCoils(at, 1)).data[0]!;
    if (v.fn === '2') return (await this.client.readDiscreteInputs(at, 1)).data[0]!;
    const n = WORDS[v.registerType];
    const r = v.fn === '4' ? await this.client.readInputRegisters(at, n) : await this.client.readHoldingRegisters(at, n);
    return decodeWords(v.registerType, r.data);
  }

  /** One round of a task's variables (a round still running makes the next one wait for the next period). */
  async poll(task: TaskBinding): Promise<number> {
    if (this.busy || this.stopped) return 0;
    this.busy = true;
    let taken = 0;
    try {
      await this.connected();
      const at = new Date();
      for (const v of task.vars) {
        if (this.stopped) break;
        if (this.ingest.add(this.g.tenantId, this.g.gatewayId, task.equipmentId, v, await this.read(task, v), at)) taken++;
      }
    } catch (e) {
      this.onError(e);
      if (this.client.isOpen) this.client.close(() => {});
    } finally {
      this.busy = false;
    }
    return taken;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const t of this.timers) clearInterval(t);
    while (this.busy) await new Promise((r) => setTimeout(r, 20));
    if (this.client.isOpen) await new Promise<void>((r) => this.client.close(() => r()));
  }
}
