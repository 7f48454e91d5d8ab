import type { OrderInProcessing } from '@lindner/api';
import { localizePath, useLocale } from '@lindner/i18n';
import { Banner, Text } from '@lindner/ui';
import { Link } from '@lindner/ui/router';
import { useIntl } from 'react-intl';
import { body } from './OrderBanner.css';
import { orderBannerMessages, orderBannerText } from './messages';

export interface OrderBannerViewProps {
  /** The user's orders still being processed, newest first. */
  orders: OrderInProcessing[] | null;
}

/** The newest order still being processed, with a link to the orders; nothing without one. */
export function OrderBannerView({ orders }: OrderBannerViewProps) {
  const intl = useIntl();
  const locale = useLocale();
  const order = orders?.[0];
  if (!order) return null;
  return (
    <section aria-label={intl.formatMessage(orderBannerMessages.region)}>
      <Banner tone="info">
        <div className={body}>
          <Text>
            {intl.formatMessage(orderBannerText, {
              product: order.productName,
              date: intl.formatDate(order.createdAt, { dateStyle: 'medium' }),
            })}
          </Text>
          <Link link={{ url: localizePath('orders', {}, locale) }}>
            <Text as="span" weight="medium">
              {intl.formatMessage(orderBannerMessages.link)}
            </Text>
          </Link>
        </div>
      </Banner>
    </section>
  );
}
