import type { BlockProps } from '../types';
import { Portrait } from './Portrait';
import styles from './ContactBlock.module.css';
import { HeadedSection, sectionStyles } from './Section';
import { nonEmpty } from './shared';

const EMAIL = /^[^\s@<>()"',;:]+@[^\s@<>()"',;:]+\.[a-z]{2,}$/i;
/** tel: wants digits and a leading +; "+45 33 12 34 56" → "+4533123456". */
const telOf = (phone: string) => phone.replace(/(?!^\+)[^\d]/g, '');

/** A contact person with e-mail (mailto:) and phone (tel:) links. */
export function ContactBlock({ block }: BlockProps<'contactBlock'>) {
  // Validated on the server (src/cms/blocks); a block that did not fit never reaches the page.
  const content = block.Content;
  const { Headline, AnchorId, Text, Name, Role, Email, Phone, Image: media } = content;
  const headline = nonEmpty(Headline);
  const intro = nonEmpty(Text);
  const email = nonEmpty(Email)?.trim() ?? null;
  const phone = nonEmpty(Phone)?.trim() ?? null;
  const role = nonEmpty(Role);
  return (
    <HeadedSection anchorId={AnchorId} headline={headline} narrow>
      {intro ? <p className={sectionStyles.intro}>{intro}</p> : null}
      <div className={styles.card}>
        {media ? (
          <Portrait media={media} size={96} className={styles.portrait} />
        ) : (
          <span className={styles.initials} aria-hidden="true">
            {Name.trim()
              .split(/\s+/)
              .slice(0, 2)
              .map((part) => part[0]?.toUpperCase() ?? '')
              .join('')}
          </span>
        )}
        <address className={styles.details}>
          <p className={styles.name}>{Name}</p>
          {role ? <p className={styles.role}>{role}</p> : null}
          <ul className={styles.lines}>
            {email ? (
              <li>
                <span className={styles.key}>E-mail: </span>
                {EMAIL.test(email) ? <a href={`mailto:${email}`}>{email}</a> : email}
              </li>
            ) : null}
            {phone ? (
              <li>
                <span className={styles.key}>Telefon: </span>
                {telOf(phone).replace('+', '').length >= 3 ? (
                  <a href={`tel:${telOf(phone)}`}>{phone}</a>
                ) : (
                  phone
                )}
              </li>
            ) : null}
          </ul>
        </address>
      </div>
    </HeadedSection>
  );
}
