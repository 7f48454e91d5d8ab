export { AuthProvider, type AuthProviderProps } from './AuthProvider';
export { useAuth } from './useAuth';
