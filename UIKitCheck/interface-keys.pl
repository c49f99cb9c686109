# Prints one line per declaration of a .swiftinterface, prefixed by the declarations that
# enclose it, with accessor blocks on the declaration's line: `run.sh` compares the lines of
# UIKit.swift's interface with the UIKit model's, so that the model keeps Apple's signatures.
# `@_inheritsConvenienceInitializers` is dropped: it follows from which initializers a class
# declares, which the model may add to.
local $/;
my $text = <>;
$text =~ s/\{\s*get\s*set\s*\}/{ get set }/g;
$text =~ s/\{\s*get\s*\}/{ get }/g;
$text =~ s/\@_inheritsConvenienceInitializers //g;
my @context;
for my $line (split /\n/, $text) {
  next if $line =~ /^\s*(\/\/|import |\@_exported import |#|deinit|$)/;
  my ($indent) = $line =~ /^( *)/;
  my $depth = length($indent) / 2;
  $line =~ s/^\s+//;
  if ($line eq '}') { next; }
  splice(@context, $depth);
  print join(' > ', @context, $line), "\n";
  push @context, $line if $line =~ /\{$/;
}
