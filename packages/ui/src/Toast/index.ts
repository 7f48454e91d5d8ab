export { ToastProvider, type ToastProviderProps, type ToastPosition } from './Toast';
export { toast, type ToastOptions, type ToastTone } from './toastStore';
