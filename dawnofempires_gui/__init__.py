"""Five empire-building board games at one table, every rule enforced."""
__version__ = "0.1.0"
