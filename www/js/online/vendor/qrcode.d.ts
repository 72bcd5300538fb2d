// The parts of the vendored qrcode-generator module (qrcode.js beside this file) that the lobby
// uses, typed for the page's type check.
export interface QrCode {
  addData(data: string, mode?: 'Byte'): void;
  make(): void;
  getModuleCount(): number;
  isDark(row: number, col: number): boolean;
}
export function qrcode(typeNumber: number, errorCorrectionLevel: 'L' | 'M' | 'Q' | 'H'): QrCode;
