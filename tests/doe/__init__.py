"""Dawn of Empires rules tests."""
