"""The site's secret key when the environment gives none: made once, kept in ``var/``.

``make run`` serves with debugging off and needs a key of its own that stays the
same from one start to the next (sessions and password-reset links are signed
with it).  It is written on first use, readable by its owner only (mode 600),
and read back every time after.
"""

from __future__ import annotations

import os
import secrets
from pathlib import Path


def kept_secret_key(path: Path) -> str:
    """The key kept at ``path``, made there first if there is none."""
    try:
        return _read(path)
    except FileNotFoundError:
        pass
    path.parent.mkdir(parents=True, exist_ok=True)
    key = secrets.token_urlsafe(50)
    try:
        descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:       # another process made it meanwhile: theirs is the key
        return _read(path)
    with os.fdopen(descriptor, "w") as out:
        out.write(key + "\n")
    return key


def _read(path: Path) -> str:
    key = path.read_text().strip()
    if len(key) < 50:
        raise OSError(f"{path} holds no secret key (it is {len(key)} characters long): "
                      "delete it and a new one is made")
    return key
