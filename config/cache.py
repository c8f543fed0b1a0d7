"""Django's Redis cache, forgiving: a Redis that is down or slow is a cache miss, not an error.

The site keeps its pages and workbooks in the cache (tournament/evening/revision.py) only
to save work; every one of them can be made again.  So when Redis does not
answer (stopped, restarted, unreachable), a read is a miss, a write is dropped,
a warning is logged, and the page is made as if nothing had been kept.  After a
failure the cache is not asked again for a few seconds, so that each request does
not wait for the connection timeout again.
"""

from __future__ import annotations

import logging
import time

import redis
from redis.backoff import NoBackoff
from redis.retry import Retry
from django.core.cache.backends.base import DEFAULT_TIMEOUT
from django.core.cache.backends.redis import RedisCache, RedisCacheClient

log = logging.getLogger(__name__)
REST = 5.0   # seconds the cache is left alone after a failure


class KeptRedisClient(RedisCacheClient):
    """Django's Redis client, with one ``redis.Redis`` kept for each connection pool.

    Django makes a new ``redis.Redis`` for every operation; redis-py fills each one's
    table of some 170 response callbacks, which cost a table's request more CPU than
    the GET it makes.  A ``redis.Redis`` over a pool is safe to share between threads.
    The pools are Django's, kept where Django keeps them; one not made yet is made as
    Django's ``_get_connection_pool`` makes it, for the server index chosen here.
    """

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self._clients: dict[int, redis.Redis] = {}   # server's index -> its client

    def get_client(self, key=None, *, write=False):
        index = self._get_connection_pool_index(write)
        client = self._clients.get(index)
        if client is None:
            if index not in self._pools:
                self._pools[index] = self._pool_class.from_url(self._servers[index], **self._pool_options)
            client = self._clients[index] = self._client(connection_pool=self._pools[index])
        return client


class ForgivingRedisCache(RedisCache):
    """RedisCache whose every operation, when Redis fails, answers as an empty cache would."""

    # Redis server(s) -> until when it is left alone: shared by every thread of the process
    # (Django gives each thread its own cache object).
    _down_until: dict[tuple, float] = {}

    def __init__(self, server, params):
        # One more try at once, not redis-py's three with growing waits (0.4 s a request
        # while Redis is down): a miss costs less than the wait.
        options = params.setdefault("OPTIONS", {})
        options.setdefault("retry", Retry(NoBackoff(), 1))
        super().__init__(server, params)
        self._class = KeptRedisClient

    def _forgiving(self, default, call, *args, **kwargs):
        servers = tuple(self._servers)
        if time.monotonic() < self._down_until.get(servers, 0.0):
            return default
        try:
            return call(*args, **kwargs)
        except (redis.RedisError, OSError) as error:   # refused, timed out, cut short...
            self._down_until[servers] = time.monotonic() + REST
            log.warning("The cache (Redis) failed; pages are made without it for %.0f s: %s",
                        REST, error)
            return default

    def get(self, key, default=None, version=None):
        return self._forgiving(default, super().get, key, default, version)

    def get_many(self, keys, version=None):
        return self._forgiving({}, super().get_many, keys, version)

    def has_key(self, key, version=None):
        return self._forgiving(False, super().has_key, key, version)

    def add(self, key, value, timeout=DEFAULT_TIMEOUT, version=None):
        return self._forgiving(False, super().add, key, value, timeout, version)

    def set(self, key, value, timeout=DEFAULT_TIMEOUT, version=None):
        return self._forgiving(None, super().set, key, value, timeout, version)

    def set_many(self, data, timeout=DEFAULT_TIMEOUT, version=None):
        return self._forgiving(list(data), super().set_many, data, timeout, version)

    def touch(self, key, timeout=DEFAULT_TIMEOUT, version=None):
        return self._forgiving(False, super().touch, key, timeout, version)

    def delete(self, key, version=None):
        return self._forgiving(False, super().delete, key, version)

    def delete_many(self, keys, version=None):
        return self._forgiving(None, super().delete_many, keys, version)

    def incr(self, key, delta=1, version=None):
        # A counter that cannot be read counts from nothing: the caller's limit is not enforced
        # while Redis is down (the site answers rather than refusing everyone).
        return self._forgiving(delta, super().incr, key, delta, version)

    def clear(self):
        return self._forgiving(False, super().clear)
