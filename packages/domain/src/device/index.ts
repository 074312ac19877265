export type { DeviceInfo, DeviceSignals } from './device-info';
export { deviceInfo, deviceRefreshDelay } from './device-info';
export { isRetailMode, retailAppVersion } from './retail-mode';
