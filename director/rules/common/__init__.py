"""Helpers that rules of several codes share (auction, play, out of rotation)."""
