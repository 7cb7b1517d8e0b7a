package egdb

import (
	"container/heap"
	"fmt"
)

// codeLengths returns a Huffman code's lengths for symbols of frequencies
// freq, none longer than maxCodeBits (0 for a symbol never used). A lone
// symbol gets a code of one bit.
func codeLengths(freq []int) []int {
	lens := make([]int, len(freq))
	f := append([]int(nil), freq...)
	for {
		if huffmanLengths(f, lens) <= maxCodeBits {
			return lens
		}
		// Too deep: flatten the frequencies and try again.
		for i := range f {
			if f[i] > 0 {
				f[i] = f[i]/2 + 1
			}
		}
	}
}

// huffmanLengths sets lens to the code lengths of a Huffman code for freq
// and returns the longest.
func huffmanLengths(freq, lens []int) int {
	type node struct{ parent int }
	var nodes []node
	h := &nodeHeap{}
	for s, f := range freq {
		lens[s] = 0
		if f > 0 {
			nodes = append(nodes, node{-1})
			*h = append(*h, item{f, len(nodes) - 1, s})
		}
	}
	switch h.Len() {
	case 0:
		return 0
	case 1:
		lens[(*h)[0].sym] = 1
		return 1
	}
	leaves := make([]int, len(nodes)) // the symbol of each leaf node
	for _, it := range *h {
		leaves[it.node] = it.sym
	}
	heap.Init(h)
	for h.Len() > 1 {
		a, b := heap.Pop(h).(item), heap.Pop(h).(item)
		nodes = append(nodes, node{-1})
		n := len(nodes) - 1
		nodes[a.node].parent, nodes[b.node].parent = n, n
		heap.Push(h, item{a.f + b.f, n, -1})
	}
	longest := 0
	for leaf, s := range leaves {
		d := 0
		for n := leaf; nodes[n].parent >= 0; n = nodes[n].parent {
			d++
		}
		lens[s] = d
		longest = max(longest, d)
	}
	return longest
}

// item is a node of the Huffman tree being built, by frequency.
type item struct{ f, node, sym int }

type nodeHeap []item

func (h nodeHeap) Len() int { return len(h) }
func (h nodeHeap) Less(i, j int) bool {
	return h[i].f < h[j].f || h[i].f == h[j].f && h[i].node < h[j].node
}
func (h nodeHeap) Swap(i, j int) { h[i], h[j] = h[j], h[i] }
func (h *nodeHeap) Push(x any)   { *h = append(*h, x.(item)) }
func (h *nodeHeap) Pop() any {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}

// canonical returns the canonical codes of the lengths lens.
func canonical(lens []int) []uint32 {
	var count [maxCodeBits + 1]uint32
	for _, l := range lens {
		count[l]++
	}
	count[0] = 0
	var next [maxCodeBits + 2]uint32
	code := uint32(0)
	for l := 1; l <= maxCodeBits; l++ {
		code = (code + count[l-1]) << 1
		next[l] = code
	}
	codes := make([]uint32, len(lens))
	for s, l := range lens {
		if l > 0 {
			codes[s] = next[l]
			next[l]++
		}
	}
	return codes
}

// huffman decodes a canonical Huffman code, a bit at a time (as RFC 1951's
// reference decoder, puff, does).
type huffman struct {
	count   [maxCodeBits + 1]int // codes of each length
	symbols []int                // by code
}

// read reads the lengths of an alphabet of n symbols, 4 bits each, and
// makes the code. It fails if the lengths make no code (more codes of a
// length than there is room for).
func (h *huffman) read(r *bitReader, n int) error {
	lens := make([]int, n)
	for s := range lens {
		l, err := r.read(4)
		if err != nil {
			return err
		}
		lens[s] = int(l)
		h.count[l]++
	}
	h.count[0] = 0
	left := 1
	for l := 1; l <= maxCodeBits; l++ {
		left = left<<1 - h.count[l]
		if left < 0 {
			return fmt.Errorf("%w: oversubscribed code", errBlock)
		}
	}
	var offs [maxCodeBits + 2]int
	for l := 1; l <= maxCodeBits; l++ {
		offs[l+1] = offs[l] + h.count[l]
	}
	h.symbols = make([]int, offs[maxCodeBits+1])
	for s, l := range lens {
		if l > 0 {
			h.symbols[offs[l]] = s
			offs[l]++
		}
	}
	return nil
}

// decode reads one symbol.
func (h *huffman) decode(r *bitReader) (int, error) {
	code, first, index := 0, 0, 0
	for l := 1; l <= maxCodeBits; l++ {
		b, err := r.bit()
		if err != nil {
			return 0, err
		}
		code |= b
		count := h.count[l]
		if code-count < first {
			return h.symbols[index+code-first], nil
		}
		index += count
		first = (first + count) << 1
		code <<= 1
	}
	return 0, fmt.Errorf("%w: no such code", errBlock)
}
