import { createContext, use, type ReactNode } from 'react';
import type { RuntimeConfig } from './runtime-config';

const ConfigContext = createContext<RuntimeConfig | null>(null);

export function ConfigProvider({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  return <ConfigContext value={config}>{children}</ConfigContext>;
}

export function useRuntimeConfig(): RuntimeConfig {
  const config = use(ConfigContext);
  if (!config) throw new Error('useRuntimeConfig needs a ConfigProvider above it.');
  return config;
}
