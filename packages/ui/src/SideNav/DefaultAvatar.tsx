import { avatar, avatarBackground, avatarFigure } from './SideNav.css';

/** A neutral silhouette for users without a picture; decorative, the name follows it. */
export function DefaultAvatar() {
  return (
    <svg className={avatar} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle className={avatarBackground} cx="24" cy="24" r="24" />
      <circle className={avatarFigure} cx="24" cy="19" r="8.5" />
      <path
        className={avatarFigure}
        d="M8.6 41.5C10.6 33.6 16.7 29.5 24 29.5s13.4 4.1 15.4 12a24 24 0 0 1-30.8 0Z"
      />
    </svg>
  );
}
