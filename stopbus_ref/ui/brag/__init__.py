"""brag."""
