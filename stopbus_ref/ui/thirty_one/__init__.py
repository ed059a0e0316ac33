"""thirty_one."""
