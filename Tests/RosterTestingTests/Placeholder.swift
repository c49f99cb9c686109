import RosterTesting
import Testing
