"""Three-handed Auction (Foster's laws 1-10): the laws that differ from Auction Bridge 1912."""
