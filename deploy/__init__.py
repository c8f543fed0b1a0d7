"""What a site needs to host the director for many clubs (docs/deploy.md): nginx's site,
the systemd units, the backup and restore scripts, and the stack that tests them."""
