import { SmartLink } from '../../components/SmartLink';
import type { BlockProps } from '../types';

export function Hero({ section, base }: BlockProps<'hero'>) {
  const { title, text, cta } = section.props;
  return (
    <div className="hero">
      <h2 className="hero-title">{title}</h2>
      {text ? <p className="hero-text">{text}</p> : null}
      {cta ? (
        <SmartLink className="button" href={cta.path} base={base}>
          {cta.label}
        </SmartLink>
      ) : null}
    </div>
  );
}
