package egdb

import "testing"

// The block decoder reads outside data: whatever the bytes and however
// many positions the block is to hold, it fails or emits runs that cover
// the block exactly, in order, never a panic and never more than n
// positions.
//
//	go test ./egdb -run '^$' -fuzz FuzzDecodeRuns -fuzztime 1m
func FuzzDecodeRuns(f *testing.F) {
	f.Add(encodeRuns([]uint16{0, 0, 1, 1, 1, 2, dontCare, 2, 0}), uint32(9))
	f.Add(encodeRuns([]uint16{7}), uint32(1))
	f.Add([]byte{0x01, 0x00, 0x00, 0xff}, uint32(1<<18))
	f.Fuzz(func(t *testing.T, data []byte, n uint32) {
		size := int(n%(1<<18)) + 1
		at := 0
		err := decodeRuns(data, size, func(_ uint16, start, length int) {
			if start != at || length < 1 || start+length > size {
				t.Fatalf("run %d+%d after %d of %d", start, length, at, size)
			}
			at += length
		})
		if err == nil && at != size {
			t.Fatalf("runs cover %d of %d", at, size)
		}
	})
}

// The outcomes' block decoder (codec 2) reads outside data too: whatever
// the bytes, the positions and the stride, it fails or fills the block's
// positions with outcomes 0 to 2, never a panic and never past out.
//
//	go test ./egdb -run '^$' -fuzz FuzzDecodeWDL -fuzztime 1m
func FuzzDecodeWDL(f *testing.F) {
	f.Add(encodeWDL([]uint16{0, 0, 1, 1, 1, 2, dontCare, 2, 0}, 0), uint32(9), uint16(0))
	f.Add(encodeWDL([]uint16{1, 1, 1, 2, 2, 2, 1, 1, 1, 2, 2, 0}, 3), uint32(12), uint16(3))
	f.Add([]byte{2}, uint32(1<<16), uint16(29))
	f.Add([]byte{0, 0xff, 0xff, 0xff, 0xff}, uint32(1<<16), uint16(435))
	f.Fuzz(func(t *testing.T, data []byte, n uint32, stride uint16) {
		size := int(n%wdlBlock) + 1
		out := make([]byte, (size+3)/4)
		if err := decodeWDLBlock(data, size, int(stride), out); err != nil {
			return
		}
		for i := range size {
			if o := out[i/4] >> (2 * (i % 4)) & 3; o > 2 {
				t.Fatalf("position %d: outcome %d", i, o)
			}
		}
	})
}

// The distances' block decoder (codec 3) reads outside data too: whatever
// the bytes, the positions and the strides, it fails or fills exactly the
// block's positions, never a panic and never past out.
//
//	go test ./egdb -run '^$' -fuzz FuzzDecodePlies -fuzztime 1m
func FuzzDecodePlies(f *testing.F) {
	f.Add(encodePlies([]uint16{5, 5, 7, dontCare, 9, 300, 2, 2, 65534}, [3]int{2, 4, 0}), uint32(9), uint16(2), uint16(4), uint16(0))
	f.Add([]byte{1}, uint32(1<<16), uint16(29), uint16(0), uint16(0))
	f.Add([]byte{0, 0xff, 0xff, 0xff, 0xff}, uint32(1<<16), uint16(7), uint16(49), uint16(343))
	f.Fuzz(func(t *testing.T, data []byte, n uint32, s0, s1, s2 uint16) {
		size := int(n%pliesBlock) + 1
		out := make([]uint16, size+1)
		out[size] = 0xbeef // past the block: must stay
		if err := decodePliesBlock(data, [3]int{int(s0), int(s1), int(s2)}, out[:size]); err == nil && out[size] != 0xbeef {
			t.Fatal("wrote past the block")
		}
	})
}
