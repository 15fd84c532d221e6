#!/usr/bin/env ruby
# frozen_string_literal: true

# Ruby Liquid side of the Liquid benchmark: parses templates/index.liquid once and renders it
# with data.json (1,000 posts) repeatedly. Compare with `swift run -c release LiquidBench`.
#
#   ruby Benchmarks/liquid/bench.rb [ITERATIONS]
#
# Prints renders per second (best of three passes) and writes the output to /tmp for diffing.
require "json"
require "liquid"

class Partials
  def initialize(root) = @root = root
  def read_template_file(name) = File.read(File.join(@root, "#{name}.liquid"))
end

dir = __dir__
iterations = Integer(ARGV[0] || 20)
Liquid::Template.file_system = Partials.new(File.join(dir, "templates"))
data = JSON.parse(File.read(File.join(dir, "data.json")))
template = Liquid::Template.parse(File.read(File.join(dir, "templates", "index.liquid")), error_mode: :warn)
output = template.render!(data)
File.write("/tmp/liquid-bench-ruby.html", output)

best = Float::INFINITY
3.times do
  start = Process.clock_gettime(Process::CLOCK_MONOTONIC)
  iterations.times { template.render!(data) }
  best = [best, Process.clock_gettime(Process::CLOCK_MONOTONIC) - start].min
end
printf("ruby-liquid %s: %d renders in %.3f s, %.1f renders/s, %.2f ms/render, %d bytes/render\n",
       Liquid::VERSION, iterations, best, iterations / best, best / iterations * 1000, output.bytesize)
