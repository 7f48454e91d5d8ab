import type { Redis } from 'ioredis';
import {
  countedName,
  signInFailureRules,
  type SignInFailureRules,
  type SignInFailures,
} from './signInFailures';

/*
 * The counts of signInFailures.ts in Redis, shared by every API instance on it. Each step is one
 * Lua script, which Redis runs atomically: two instances cannot both let a pair's 5th guess pass.
 * Times are the instances' clocks (milliseconds, passed in, so that tests can move them); the
 * keys' expiry only clears records that no longer count. Both keys of an attempt carry the
 * address as hash tag, so that they live in one slot of a Redis cluster too.
 */

const attemptScript = `
local now = tonumber(ARGV[1])
local freeFailures = tonumber(ARGV[2])
local firstWait = tonumber(ARGV[3])
local maxWait = tonumber(ARGV[4])
local forgetAfter = tonumber(ARGV[5])
local forgetFreeAfter = tonumber(ARGV[6])
local addressLimit = tonumber(ARGV[7])
local addressWindow = tonumber(ARGV[8])

local window = redis.call('HMGET', KEYS[2], 'failures', 'endsAt')
local addressFailures = tonumber(window[1]) or 0
local endsAt = tonumber(window[2]) or 0
if endsAt <= now then
  addressFailures = 0
  endsAt = now + addressWindow
end
if addressFailures >= addressLimit then return endsAt - now end

local pair = redis.call('HMGET', KEYS[1], 'failures', 'lastAt')
local failures = tonumber(pair[1]) or 0
local lastAt = tonumber(pair[2]) or 0
local function kept(count)
  if count < freeFailures then return forgetFreeAfter end
  return forgetAfter
end
if lastAt + kept(failures) <= now then failures = 0 end
if failures >= freeFailures then
  local wait = math.min(maxWait, firstWait * 2 ^ (failures - freeFailures))
  if lastAt + wait > now then return lastAt + wait - now end
end

redis.call('HSET', KEYS[1], 'failures', failures + 1, 'lastAt', now)
redis.call('PEXPIRE', KEYS[1], kept(failures + 1))
redis.call('HSET', KEYS[2], 'failures', addressFailures + 1, 'endsAt', endsAt)
redis.call('PEXPIRE', KEYS[2], endsAt - now)
return 0
`;

const successScript = `
local now = tonumber(ARGV[1])
redis.call('DEL', KEYS[1])
local window = redis.call('HMGET', KEYS[2], 'failures', 'endsAt')
local failures = tonumber(window[1]) or 0
local endsAt = tonumber(window[2]) or 0
if failures > 0 and endsAt > now then redis.call('HINCRBY', KEYS[2], 'failures', -1) end
return 0
`;

export interface RedisSignInFailuresOptions {
  rules?: SignInFailureRules;
  now?: () => number;
  /** Before every key: another prefix keeps another realm's (or test's) counts apart. */
  prefix?: string;
}

export class RedisSignInFailures implements SignInFailures {
  private readonly rules: SignInFailureRules;
  private readonly now: () => number;
  private readonly prefix: string;

  constructor(
    private readonly redis: Redis,
    {
      rules = signInFailureRules,
      now = Date.now,
      prefix = 'lindner:sign-in:',
    }: RedisSignInFailuresOptions = {},
  ) {
    this.rules = rules;
    this.now = now;
    this.prefix = prefix;
  }

  async attempt(username: string, address: string): Promise<number> {
    const { rules } = this;
    const wait = await this.redis.eval(
      attemptScript,
      2,
      ...this.keys(username, address),
      Math.floor(this.now()),
      rules.freeFailures,
      rules.firstWaitMs,
      rules.maxWaitMs,
      rules.forgetPairAfterMs,
      rules.forgetFreeFailuresAfterMs,
      rules.addressLimit,
      rules.addressWindowMs,
    );
    return Number(wait);
  }

  async succeeded(username: string, address: string): Promise<void> {
    await this.redis.eval(
      successScript,
      2,
      ...this.keys(username, address),
      Math.floor(this.now()),
    );
  }

  private keys(username: string, address: string): [pair: string, address: string] {
    const slot = `${this.prefix}{${address}}`;
    return [`${slot}:pair:${countedName(username)}`, `${slot}:address`];
  }
}
