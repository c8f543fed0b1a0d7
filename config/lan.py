"""This machine's address on the local network: where the tables' phones reach the site.

``python -m config.lan HOST PORT`` prints the address the tables' phones use for
a server listening on HOST:PORT (``http://192.168.1.20:8000``), or nothing when
they cannot reach it (a loopback HOST, or no network).  ``make run HOST=0.0.0.0``
builds the tables' links from it.  Nothing is sent on the network: connecting a
UDP socket only asks the system which address it would send from.
"""

from __future__ import annotations

import ipaddress
import socket
import sys

# Private addresses: the system picks the interface that routes to them (the club's Wi-Fi).
PROBES = ("10.255.255.255", "192.168.255.255", "172.31.255.255")
EVERY_INTERFACE = ("0.0.0.0", "::", "")


def lan_address() -> str | None:
    """The IPv4 address this machine has on its local network, None if it has only loopback."""
    for probe in PROBES:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as udp:
            try:
                udp.connect((probe, 9))
            except OSError:
                continue
            address = udp.getsockname()[0]
        if not ipaddress.ip_address(address).is_loopback and address != "0.0.0.0":
            return address
    return None


def phones_url(host: str, port: int | str) -> str | None:
    """The site's address for the phones when the server listens on ``host``; None if they cannot reach it."""
    if host in EVERY_INTERFACE:
        host = lan_address()
    elif is_loopback_host(host):
        host = None
    if not host:
        return None
    return f"http://[{host}]:{port}" if ":" in host else f"http://{host}:{port}"


def is_loopback_host(host: str | None) -> bool:
    """True when ``host`` names this machine only (``localhost``, ``127.x``, ``::1``)."""
    host = (host or "").strip("[]").lower()
    if host == "localhost" or host.endswith(".localhost"):
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print("usage: python -m config.lan HOST PORT", file=sys.stderr)
        return 2
    url = phones_url(*argv)
    if url:
        print(url)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
