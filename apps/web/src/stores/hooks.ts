import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from '@/app/store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

export const selectAuth = (state: RootState) => state.auth;
export const selectCurrentUser = (state: RootState) => state.auth.user;
export const selectIsAuthenticated = (state: RootState) => state.auth.isAuthenticated;
export const selectTheme = (state: RootState) => state.interface.theme;
export const selectSidebarOpen = (state: RootState) => state.interface.sidebarOpen;
export const selectNotifications = (state: RootState) => state.interface.notifications;
export const selectFavoriteIds = (state: RootState) => state.favorites.favoriteIds;
export const selectComparison = (state: RootState) => state.favorites.comparison;
