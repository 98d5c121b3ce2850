import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { EscalationStatus } from '../api';
import { ErrorText } from '../components/ErrorText';
import { EscalationDetail } from '../components/EscalationDetail';
import { age, relative, stake } from '../components/format';
import { useEscalationStream, useEscalations, useNow } from '../hooks/escalations';

const STATUSES: Array<{ value: EscalationStatus | ''; label: string }> = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'denied', label: 'Denied' },
  { value: 'expired', label: 'Expired' },
  { value: '', label: 'All' },
];

export function EscalationsPage() {
  const { escId } = useParams();
  const [status, setStatus] = useState<EscalationStatus | ''>('pending');
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const list = useEscalations(status || undefined, q);
  const live = useEscalationStream();
  const now = useNow();
  const rows = list.data?.escalations ?? [];

  return (
    <>
      <h1>Escalations</h1>
      <p role="status" className={`live ${live}`}>
        {live === 'live'
          ? 'Live: new escalations appear here'
          : live === 'connecting'
            ? 'Connecting…'
            : 'Reconnecting…'}
      </p>
      <search>
        <form
          className="row filters"
          onSubmit={(e) => {
            e.preventDefault();
            setQ(typed.trim());
          }}
        >
          <label htmlFor="status">Status</label>
          <select id="status" value={status} onChange={(e) => setStatus(e.target.value as EscalationStatus | '')}>
            {STATUSES.map((s) => (
              <option key={s.label} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
          <label htmlFor="q">Search</label>
          <input id="q" type="search" value={typed} onChange={(e) => setTyped(e.target.value)} />
          <button type="submit" className="secondary">
            Search
          </button>
        </form>
      </search>
      <ErrorText error={list.error} />
      <div className="split">
        <div>
          {list.data && rows.length === 0 && (
            <p>
              No {status || ''} escalations{q ? ` matching "${q}"` : ''}.
            </p>
          )}
          {rows.length > 0 && (
            <table>
              <caption className="visually-hidden">Escalations</caption>
              <thead>
                <tr>
                  <th scope="col">Agent</th>
                  <th scope="col">Tool</th>
                  <th scope="col">Latch</th>
                  <th scope="col">Reason</th>
                  <th scope="col">Amount or findings</th>
                  <th scope="col">Age</th>
                  <th scope="col">Expires</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((e) => (
                  <tr key={e.id} className={e.id === escId ? 'selected' : undefined}>
                    <td>
                      <Link to={`/escalations/${e.id}`}>{e.agentName ?? e.agentId}</Link>
                    </td>
                    <td className="nowrap">{e.tool ?? '—'}</td>
                    <td className="nowrap">{e.latchId}</td>
                    <td>{e.reason}</td>
                    <td>{stake(e)}</td>
                    <td className="nowrap">{age(e.createdAt, now)}</td>
                    <td>{e.status === 'pending' ? relative(e.expiresAt, now) : '—'}</td>
                    <td>{e.status}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
        {escId && <EscalationDetail id={escId} now={now} />}
      </div>
    </>
  );
}
