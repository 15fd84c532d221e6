#!/usr/bin/env ruby
# frozen_string_literal: true

# Writes data.json: a blog of 1,000 posts for the Liquid benchmark. Deterministic (fixed seed),
# so Ruby and Swift render exactly the same input.
require "json"

rng = Random.new(42)
words = %w[swift liquid jekyll static site generator template render layout include markdown post page
           build fast cache thread value filter tag loop range output error string number array hash drop
           the a of and to in is that for on with as it by this be are from at or an]
tags = %w[Swift Jekyll Performance Web Tooling Testing Design Release]
posts = (0...1000).map do |i|
  title = (0...(4 + rng.rand(6))).map { words[rng.rand(words.size)] }.join(" ").capitalize
  body = (0...(60 + rng.rand(60))).map { words[rng.rand(words.size)] }.join(" ")
  day = Time.utc(2018, 1, 1) + (i * 86_400 * 2) + rng.rand(86_400)
  {
    "title" => "#{title} <#{i}> & more",
    "url" => "/posts/#{i}/#{title.downcase.tr(' ', '-')}/",
    "date" => day.strftime("%Y-%m-%d %H:%M:%S +0000"),
    "tags" => tags.sample(rng.rand(4), random: rng),
    "featured" => (i % 97).zero?,
    "excerpt" => "<p>#{body}</p>",
  }
end
site = { "title" => "Benchmarks & Friends", "baseurl" => "/blog", "author" => "Bench" }
File.write(File.join(__dir__, "data.json"), JSON.pretty_generate({ "site" => site, "posts" => posts }))
