"""Browser and build tests of the web app (a package, so its conftest never shadows tests/core's)."""
