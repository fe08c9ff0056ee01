/** The master tag list (spec: "A long master tag list seeds tags"); seeded into master_tag. */
export const MASTER_TAGS = [
  'Fashion', 'Beauty', 'Makeup', 'Skincare', 'Haircare', 'Nails', 'Fragrance', 'Luxury', 'Streetwear', 'Sustainable Fashion',
  'Modest Fashion', 'Plus Size', 'Menswear', 'Jewelry', 'Sneakers', 'Vintage', 'Thrifting', 'Fitness', 'Yoga', 'Pilates',
  'Running', 'Cycling', 'CrossFit', 'Bodybuilding', 'Weightlifting', 'Martial Arts', 'Boxing', 'Hiking', 'Climbing', 'Surfing',
  'Skateboarding', 'Snowboarding', 'Skiing', 'Golf', 'Tennis', 'Basketball', 'Soccer', 'Football', 'Baseball', 'Motorsports',
  'Wellness', 'Mental Health', 'Meditation', 'Nutrition', 'Plant Based', 'Vegan', 'Keto', 'Healthy Recipes', 'Food', 'Baking',
  'Cooking', 'Restaurants', 'Street Food', 'Coffee', 'Wine', 'Cocktails', 'Craft Beer', 'Food Reviews', 'Meal Prep', 'BBQ',
  'Travel', 'Luxury Travel', 'Budget Travel', 'Van Life', 'Adventure', 'Outdoors', 'Camping', 'Beaches', 'City Guides', 'Hotels',
  'Parenting', 'Motherhood', 'Fatherhood', 'Family', 'Pregnancy', 'Toddlers', 'Education', 'Homeschooling', 'Teens', 'Couples',
  'Weddings', 'Relationships', 'Dating', 'LGBTQ+', 'Pets', 'Dogs', 'Cats', 'Animals', 'Gaming', 'Esports',
  'Streaming', 'Tech', 'Gadgets', 'Smartphones', 'PC Building', 'AI', 'Coding', 'Crypto', 'Personal Finance', 'Investing',
  'Entrepreneurship', 'Small Business', 'Marketing', 'Productivity', 'Career', 'Real Estate', 'Home Decor', 'Interior Design', 'DIY', 'Gardening',
  'Architecture', 'Cleaning', 'Organization', 'Minimalism', 'Art', 'Illustration', 'Photography', 'Videography', 'Film', 'Animation',
  'Music', 'Singer', 'Rapper', 'DJ', 'Dance', 'K-Pop', 'Comedy', 'Sketch Comedy', 'Pranks', 'Storytelling',
  'Books', 'BookTok', 'Writing', 'Poetry', 'ASMR', 'Cosplay', 'Anime', 'Pop Culture', 'Celebrity', 'Movies',
  'TV Shows', 'Podcasts', 'Education Content', 'Science', 'History', 'Languages', 'Activism', 'Sustainability', 'Zero Waste', 'Cars',
  'Motorcycles', 'Aviation', 'Boating', 'Fishing', 'Hunting', 'Spirituality', 'Astrology', 'Tarot', 'Magic', 'Lifestyle',
] as const;
