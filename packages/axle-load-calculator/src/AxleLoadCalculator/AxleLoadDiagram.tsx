import type { AxleLoadInput, AxleLoadResult } from '../core';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import * as styles from './AxleLoadCalculator.css';
import { messages } from './messages';

export interface AxleLoadDiagramProps {
  input: AxleLoadInput;
  result: AxleLoadResult;
}

const width = 640;
const height = 240;
const margin = 60;
const ground = 200;

/** Side view to scale along the length: attachments, tractor, and the load on each axle. */
export function AxleLoadDiagram({ input, result }: AxleLoadDiagramProps) {
  const intl = useIntl();
  const titleId = useId();
  const kg = (value: number) => intl.formatNumber(value, { maximumFractionDigits: 0 });

  const ahead = input.front?.distance ?? 0;
  const behind = Math.max(input.wheelbase, input.rear?.distance ?? 0);
  const scale = (width - 2 * margin) / (ahead + behind || 1);
  // The tractor faces left: its front is at the smaller x.
  const frontAxleX = margin + ahead * scale;
  const rearAxleX = frontAxleX + input.wheelbase * scale;
  const frontWheel = 28;
  const rearWheel = 42;
  const tooHigh = styles.diagramLoadTooHigh;

  return (
    <svg
      className={styles.diagram}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-labelledby={titleId}
    >
      <title id={titleId}>
        {intl.formatMessage(messages.diagram, {
          front: kg(input.front?.weight ?? 0),
          rear: kg(input.rear?.weight ?? 0),
          frontAxleLoad: kg(result.frontAxleLoad),
          rearAxleLoad: kg(result.rearAxleLoad),
        })}
      </title>
      <line className={styles.diagramGround} x1={0} x2={width} y1={ground} y2={ground} />
      <rect
        className={styles.diagramTractor}
        x={frontAxleX - frontWheel - 10}
        y={ground - 2 * rearWheel - 30}
        width={rearAxleX - frontAxleX + frontWheel + rearWheel + 20}
        height={48}
        rx={8}
      />
      <rect
        className={styles.diagramTractor}
        x={rearAxleX - rearWheel}
        y={ground - 2 * rearWheel - 90}
        width={rearWheel * 1.6}
        height={64}
        rx={6}
      />
      <circle
        className={styles.diagramWheel}
        cx={frontAxleX}
        cy={ground - frontWheel}
        r={frontWheel}
      />
      <circle
        className={styles.diagramWheel}
        cx={rearAxleX}
        cy={ground - rearWheel}
        r={rearWheel}
      />
      {input.front && input.front.weight > 0 ? (
        <rect
          className={styles.diagramAttachment}
          x={frontAxleX - ahead * scale - 24}
          y={ground - 70}
          width={48}
          height={40}
        />
      ) : null}
      {input.rear && input.rear.weight > 0 ? (
        <rect
          className={styles.diagramAttachment}
          x={frontAxleX + input.rear.distance * scale - 30}
          y={ground - 76}
          width={60}
          height={46}
        />
      ) : null}
      <text
        className={result.exceeds.frontAxleLoad ? tooHigh : styles.diagramLoad}
        x={frontAxleX}
        y={ground + 28}
        textAnchor="middle"
      >
        {intl.formatMessage(messages.amount, { value: kg(result.frontAxleLoad) })}
      </text>
      <text
        className={result.exceeds.rearAxleLoad ? tooHigh : styles.diagramLoad}
        x={rearAxleX}
        y={ground + 28}
        textAnchor="middle"
      >
        {intl.formatMessage(messages.amount, { value: kg(result.rearAxleLoad) })}
      </text>
    </svg>
  );
}
