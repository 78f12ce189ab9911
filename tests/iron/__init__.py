"""Tests of the Roll Through the Ages: The Iron Age rules model."""
