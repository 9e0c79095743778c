// Types of scripts/deploy-rolling.mjs for the replica drill (server/test/reliability/chaos), which drives rollingDeploy.
export type ReplicaHealth = 'starting' | 'healthy' | 'unhealthy';
export interface DeployRuntime {
  prepare(): Promise<void>;
  list(): Promise<string[]>;
  startReplica(): Promise<string>;
  health(id: string): Promise<ReplicaHealth>;
  stop(id: string): Promise<void>;
  logs?(id: string): Promise<string>;
}
export function rollingDeploy(
  runtime: DeployRuntime,
  options?: { healthTimeoutMs?: number; pollMs?: number; log?: (line: string) => void },
): Promise<{ replaced: number; steps: Array<{ started: string; stopped: string; healthyAfterMs: number }> }>;
export function composeRuntime(options: { cwd: string; service?: string; skipBuild?: boolean }): DeployRuntime;
