"""Judgement rulings: unauthorised information (Law 16B) and misinformation (Laws 20F, 75),
each ending, where the director finds damage, in the Law 12C adjusted score."""
