/* tarot_core.analysis._exact — the compiled inner search of the four-player exact solver.
 *
 * A faithful port of the hot path of tarot_core.analysis.solver.Solver._searcher (issue 26, "the
 * exact search"): the trick starts (start), the second and third cards (follow), the fourth card
 * (fourth), the last trick (last), and the points-only search (pstart, pfourth, plast); the sure
 * bounds (takes_the_rest, sure_trumps), equivalent cards, the fourth seat's greedy order, the second
 * and third seats' order and the leads' (order_follows, lead_cands: solver.py's follow_order and
 * lead_order, the two switches passed in), the
 * table's best lead first and the ranks renumbered in the tables' keys.  Everything else — the
 * MTD(f) driver, the value lattice, the first guess, the principal line, review — stays in Python.
 *
 * What is NOT re-typed here: the card facts (points, runs, suit and trump masks, the bouts) and the
 * scores.  solver.py hands the module the tables of tarot_core.cards / tarot_core.play at set-up
 * (configure) and, per deal, the table score(Facts(contract, half/2, bouts, pab, sizes, announced,
 * slam)).S for every half, bouts, petit au bout and slam (S1-S4, B4; computed by the one scoring
 * chain, tarot_core.scoring.score).  What IS written here, and tested equal to its Python reference
 * on thousands of positions (tests/test_solver_compiled.py):
 *   - the legal cards P2-P5 and X1: legal_in_state mirrors tarot_core.play.legal_in_state;
 *   - the trick's winner P6 (the Excuse never wins, X3): winning mirrors tarot_core.play.winning_card;
 *   - an earlier trick's share X3/X4: trick_share mirrors solver.trick_share;
 *   - the last trick's facts (what tarot_core.engine.deal_score derives through excuse.settle):
 *     the Excuse led to the last trick by a side that won every earlier one wins it (X6), else an
 *     Excuse in the last trick changes sides (X5); petit au bout (B5, and B6: the Petit in trick 17
 *     or 18 before an Excuse-last slam); the slam (B7, B8) from the flags.
 *
 * Hands are 78-bit masks (card index = bit), held in an unsigned __int128: a compiler without it
 * fails this optional build and the solver falls back to pure Python, silently.
 *
 * The tables differ from the Python's in one way only: a full bucket gives up its cheapest entry
 * (the fewest nodes searched under it) instead of the whole table being emptied.  The tables never
 * change a value (an entry is an exact bound of its own position), only the work: until a bucket
 * fills (6 tricks left, and 10 in the benchmark set's first 12) the tree and its nodes are the Python's.
 * How they are laid out and read changes no node: a bucket's tags (with each entry's work) in one cache
 * line, 48-byte entries, the fourth card's children hashed and their tags prefetched before the first
 * probe, huge pages asked for a big search (see "the transposition tables" below).
 *
 * A timeout (the deadline passed, checked every 1024 nodes with the solver's own clock, as the
 * Python does) unwinds with longjmp and raises the SearchTimeout class given to the object; the
 * tables keep only entries of finished nodes, so the object stays usable.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#ifdef __linux__
#include <sys/mman.h>
#endif

#ifndef __SIZEOF_INT128__
#error "the compiled exact search needs unsigned __int128 (the solver falls back to pure Python)"
#endif

#define EXACT_ABI 8           /* solver.py's _EXACT_ABI must equal it, else the Python search runs */

typedef unsigned __int128 m128;

#define NCARDS 78
#define INF 1000000
#define EXCUSE_HALF 9         /* set from the Python tables in configure (checked there) */
#define EXCUSE_KEPT 8
#define HALVES 223            /* 0 .. 182, and past it by an Excuse's worth (the points-only gains) */

/* ---- the card facts, from Python (configure) ------------------------------------------------- */
static int configured = 0;
static int HP[NCARDS];                   /* half points, C3 */
static int FW[NCARDS];                   /* solver.FOLLOW_WORTH: what a follower's card gives away */
static int GRP[NCARDS];                  /* solver.GROUP: runs of cards that compare (P2, P6) */
static m128 FOLLOWERS[NCARDS];           /* tarot_core.play.FOLLOWERS */
static m128 BITS[NCARDS];
static m128 TRUMP_M, BOUT_M, EXC_BIT, PETIT_BIT, T21_BIT, LOW_M;
static m128 SUIT_M[4];
static int EXC_I, PETIT_I, T21_I;
static int RUN_OFF[4];                   /* the ½-point runs of the suits: first index (width 10) */
static int TRUMP_LOW, TRUMP_SPLIT;       /* the trumps 2-20: first index, first chunk's width */
static uint8_t PEXT5[1024];             /* (live << 5 | cards) -> cards packed over live (5 bits) */
static uint8_t POPC5[32];

/* popcount without the libgcc call that plain -O2 makes of __builtin_popcountll (no -mpopcnt) */
static inline int popc64(uint64_t v) {
    v = v - ((v >> 1) & 0x5555555555555555ULL);
    v = (v & 0x3333333333333333ULL) + ((v >> 2) & 0x3333333333333333ULL);
    v = (v + (v >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
    return (int)((v * 0x0101010101010101ULL) >> 56);
}
static inline int popc(m128 x) { return popc64((uint64_t)x) + popc64((uint64_t)(x >> 64)); }
static inline int bitlen(m128 x) {
    uint64_t hi = (uint64_t)(x >> 64), lo = (uint64_t)x;
    if (hi) return 128 - __builtin_clzll(hi);
    if (lo) return 64 - __builtin_clzll(lo);
    return 0;
}
static inline int ctz128(m128 x) {
    uint64_t lo = (uint64_t)x;
    if (lo) return __builtin_ctzll(lo);
    return 64 + __builtin_ctzll((uint64_t)(x >> 64));
}
static inline m128 lowbit(m128 x) { return x & (~x + 1); }

/* P2-P5, X1 — the mirror of tarot_core.play.legal_in_state. */
static inline m128 legal_in_state(m128 hand, m128 follow, m128 played) {
    if (!follow) return hand;
    m128 same = hand & follow;
    if (same && follow != TRUMP_M) return same | (hand & EXC_BIT);
    m128 trumps = hand & TRUMP_M;
    if (!trumps) return hand;
    int k = bitlen(played & TRUMP_M);
    m128 above = k >= 128 ? 0 : (trumps >> k) << k;
    return (above ? above : trumps) | (hand & EXC_BIT);
}

/* P6 — the mirror of tarot_core.play.winning_card: the highest trump, else the highest card of
 * the suit led; -1 when there is none (the Excuse alone). */
static inline int winning(m128 follow, m128 played) {
    m128 t = played & TRUMP_M;
    return bitlen(t ? t : (played & follow)) - 1;
}

/* ---- the transposition tables: exact keys, buckets of 8 slots, the cheapest entry replaced ------- */
/* A bucket's 8 tags (4 bytes each: half a cache line) hold, per slot, 16 bits of the key's hash, a used
 * bit and the entry's work (the bit length of the nodes searched under it).  A probe reads the tags
 * first and compares the whole key only when a tag matches (a miss costs one line, not several
 * entries); a store into a full bucket finds its victim in the same line: the entry whose subtree cost
 * the fewest nodes gives way (it saves the least work), so the deep entries outlive the many shallow
 * ones — where the Python search empties the whole table when it is full (12 tricks left: 7 times in
 * one search, each time losing the top).  A bucket fills from its first slot.  An entry is 48 bytes
 * (the key's 4 canonical hands, its 14 bits of leader and past, the bounds in 16 bits, the best lead).
 * With OPT_MONO (solver.py's *monotone*) the trick-start table's key leaves out the taker's half points
 * so far: each bound holds with the half points it was found with, the lower one from there up (in
 * *extra*'s bits 2-9, unused by the key then: the table's xmask skips them), the upper one from there
 * down (*hh*). */
#define BUCKET 8
#define MAXKIDS 18            /* the most cards a seat holds (the fourth seat's children) */
#define TAG_USED (1u << 16)
#define TAG_KEY 0x1FFFFu      /* the used bit and the hash's 16 bits; the work is in bits 24-31 */

typedef struct {
    uint64_t lo[4];          /* the canonical hands: bits 0-63 … */
    uint16_t hi[4];          /* … and 64-77 */
    uint16_t extra;          /* leader, the past's facts (or the Excuse's worth): 14 bits */
    int16_t vlo, vhi;        /* the bounds (|S| < 2^15, checked in Exact_new) */
    int8_t hint;             /* the best lead (canonical index), -1 none */
    uint8_t hh;              /* OPT_MONO: the taker's half points the upper bound holds up to */
} Entry;

typedef struct {
    uint32_t *tags;          /* per slot: work << 24 | TAG_USED | 16 bits of the hash (0: empty) */
    Entry *e;
    size_t mask;             /* capacity - 1 (a power of two, a multiple of BUCKET) */
    size_t maxcap;           /* the capacity it may grow to (table_grow); the block is laid out for it */
    size_t evicted;          /* entries given way since the last growth */
    int grow_due;            /* evicted reached a quarter of the capacity: the next store doubles it first */
    void *block;             /* the tags then the entries, in one block (freed by table_free) */
    size_t bytes;
    int huge;                /* 1 once asked for huge pages (table_huge) */
    uint16_t xmask;          /* the bits of an entry's extra that are its key's (OPT_MONO: not 2-9) */
} Table;

/* The block comes zeroed from the system, its pages given only when first touched (a small search
 * touches few).  On Linux it is an anonymous map aligned to 2 MB, so that a big search can ask for
 * huge pages (table_huge): a probe lands anywhere in 100+ MB, and with 4 KB pages each one missed the
 * TLB as well as the cache (perf: dTLB-load-misses). */
#define HUGE_PAGE ((size_t)2 << 20)

static size_t table_cap(size_t limit) {
    size_t cap = 1024;
    while (cap * 7 < 10 * limit) cap <<= 1;          /* the Python's limit at most 70 % of the slots */
    return cap;
}

/* *limit* entries now, room to grow to *max_limit* (table_grow): the block is laid out (tags, then
 * entries) for the largest capacity, its pages untouched until a grown table uses them. */
static int table_init(Table *t, size_t limit, size_t max_limit) {
    size_t cap = table_cap(limit), maxcap = table_cap(max_limit > limit ? max_limit : limit);
    size_t tag_bytes = maxcap * sizeof(uint32_t);   /* a multiple of 64: a bucket's tags in one line */
    size_t bytes = tag_bytes + maxcap * sizeof(Entry);
    char *a;
#ifdef __linux__
    void *p = mmap(NULL, bytes + HUGE_PAGE, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED) return maxcap > cap ? table_init(t, limit, limit) : -1;   /* no room to grow, then */
    t->block = p;
    t->bytes = bytes + HUGE_PAGE;
    a = (char *)(((uintptr_t)p + HUGE_PAGE - 1) & ~(uintptr_t)(HUGE_PAGE - 1));
#else
    /* zeroed by calloc, a large block's pages given only when first touched (no memset of the room to grow) */
    t->block = calloc(1, bytes + 64);
    if (!t->block) return maxcap > cap ? table_init(t, limit, limit) : -1;
    a = (char *)(((uintptr_t)t->block + 63) & ~(uintptr_t)63);     /* a bucket's tags in one cache line */
    t->bytes = bytes + 64;
#endif
    t->tags = (uint32_t *)a;
    t->e = (Entry *)(a + tag_bytes);
    t->mask = cap - 1;
    t->maxcap = maxcap;
    t->evicted = 0;
    t->grow_due = 0;
    t->huge = 0;
    t->xmask = 0xFFFF;
    return 0;
}

static void table_free(Table *t) {
    if (!t->block) return;
#ifdef __linux__
    munmap(t->block, t->bytes);
#else
    free(t->block);
#endif
    t->block = NULL;
}

/* Huge pages for the table's pages not touched yet: asked by a search with HUGE_LEFT tricks or more
 * left (it fills the table; a small search would pay 2 MB of zeroed page per first touch).  A review
 * (from the last card back) has touched most 2 MB stretches in 4 KB pages by then: it gains little. */
#define HUGE_LEFT 9
static void table_huge(Table *t) {
    if (t->huge) return;
    t->huge = 1;
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    char *a = (char *)(((uintptr_t)t->block + HUGE_PAGE - 1) & ~(uintptr_t)(HUGE_PAGE - 1));
    madvise(a, t->bytes - HUGE_PAGE, MADV_HUGEPAGE);      /* advice only: refused, it changes nothing */
#endif
}

static inline uint64_t key_hash(const m128 h[4], uint32_t extra) {
    uint64_t x = (extra + 1) * 0x9E3779B97F4A7C15ULL;
    for (int i = 0; i < 4; i++) {
        x ^= (uint64_t)h[i];
        x *= 0xC2B2AE3D27D4EB4FULL;
        x ^= (x >> 31) ^ (uint64_t)(h[i] >> 64);
        x *= 0x9E3779B97F4A7C15ULL;
    }
    return x ^ (x >> 29);
}

static inline int key_eq(const Entry *e, const m128 h[4], uint32_t extra, uint16_t xmask) {
    if ((e->extra & xmask) != extra) return 0;
    for (int i = 0; i < 4; i++)
        if (e->lo[i] != (uint64_t)h[i] || e->hi[i] != (uint16_t)(h[i] >> 64)) return 0;
    return 1;
}

static inline size_t bucket_of(const Table *t, uint64_t hv) { return (size_t)hv & t->mask & ~(size_t)(BUCKET - 1); }
static inline uint32_t tag_of(uint64_t hv) { return TAG_USED | (uint32_t)(hv >> 48); }
/* OPT_MONO's trick-start entries: the taker's half points their lower bound holds from (else 0) */
static inline int entry_hl(const Entry *e) { return (e->extra >> 2) & 0xFF; }

static inline Entry *table_find_h(Table *t, const m128 h[4], uint32_t extra, uint64_t hv) {
    size_t b = bucket_of(t, hv);
    uint32_t want = tag_of(hv);
    for (size_t i = b; i < b + BUCKET; i++) {
        uint32_t tag = t->tags[i];
        if (!tag) return NULL;                         /* a bucket fills from its first slot */
        if ((tag & TAG_KEY) == want && key_eq(&t->e[i], h, extra, t->xmask)) return &t->e[i];
    }
    return NULL;
}

/* After the tags were prefetched: the entries whose tag matches, prefetched in turn. */
static inline void table_prefetch_entries(const Table *t, uint64_t hv) {
    size_t b = bucket_of(t, hv);
    uint32_t want = tag_of(hv);
    for (size_t i = b; i < b + BUCKET; i++) {
        uint32_t tag = t->tags[i];
        if (!tag) return;
        if ((tag & TAG_KEY) == want) {
            __builtin_prefetch(&t->e[i]);
            __builtin_prefetch((const char *)&t->e[i] + sizeof(Entry) - 1);
        }
    }
}

static inline Entry *table_find(Table *t, const m128 h[4], uint32_t extra) {
    return table_find_h(t, h, extra, key_hash(h, extra));
}

/* Twice the capacity, every entry kept: a bucket b's entries go to b or b + the old capacity (one more bit
 * of their hash), each bucket still filled from its first slot.  Asked by table_put when a search has
 * made a quarter of the table's slots give way since the last growth: a long search (a review from trick 6,
 * 13 tricks left) thrashed the default tables, three times the nodes (README, "the tables that grow");
 * a short one never fills them and keeps its few pages. */
static void table_grow(Table *t) {
    size_t cap = t->mask + 1, nmask = 2 * cap - 1;
    for (size_t b = 0; b < cap; b += BUCKET) {
        size_t keep = b, move = b + cap;
        for (size_t i = b; i < b + BUCKET; i++) {
            uint32_t tag = t->tags[i];
            if (!tag) break;
            const Entry *e = &t->e[i];
            m128 h[4];
            for (int k = 0; k < 4; k++) h[k] = (m128)e->lo[k] | (m128)e->hi[k] << 64;
            uint64_t hv = key_hash(h, e->extra & t->xmask);
            size_t to = ((size_t)hv & nmask & ~(size_t)(BUCKET - 1)) == b ? keep++ : move++;
            if (to != i) {
                t->e[to] = *e;
                t->tags[to] = tag;
                t->tags[i] = 0;
            }
        }
    }
    t->mask = nmask;
    t->evicted = 0;
    t->grow_due = 0;
}

/* th: the taker's half points so far when the table is monotone (OPT_MONO's trick starts), else -1.  A
 * bound already there that holds for more positions and is as tight stays (solver._searcher's start). */
static inline void table_put(Table *t, const m128 h[4], uint32_t extra, int lo, int hi, int hint, int work, int th) {
    if (t->grow_due) table_grow(t);
    uint64_t hv = key_hash(h, extra);
    size_t b = bucket_of(t, hv);
    uint32_t want = tag_of(hv);
    size_t slot = b;
    unsigned least = 1000;
    Entry *e;
    for (size_t i = b; i < b + BUCKET; i++) {
        uint32_t tag = t->tags[i];
        if (!tag) { slot = i; break; }
        if ((tag & TAG_KEY) == want && key_eq(&t->e[i], h, extra, t->xmask)) {
            if ((int)(tag >> 24) > work) work = (int)(tag >> 24);
            slot = i;
            e = &t->e[i];
            if (th >= 0) {
                t->tags[slot] = (uint32_t)work << 24 | want;
                if (e->vlo < lo || entry_hl(e) > th) {
                    e->vlo = (int16_t)lo;
                    e->extra = (uint16_t)(extra | (uint32_t)th << 2);
                }
                if (e->vhi > hi || e->hh < th) {
                    e->vhi = (int16_t)hi;
                    e->hh = (uint8_t)th;
                }
                e->hint = (int8_t)hint;
                return;
            }
            goto write;
        }
        if ((tag >> 24) < least) { least = tag >> 24; slot = i; }
    }
    if (t->tags[slot] && ++t->evicted >= (t->mask + 1) / 4 && t->mask + 1 < t->maxcap)
        t->grow_due = 1;                                /* the bucket was full: an entry gives way */
    e = &t->e[slot];
    e->extra = (uint16_t)(th >= 0 ? extra | (uint32_t)th << 2 : extra);
    e->hh = (uint8_t)(th >= 0 ? th : 255);
    for (int k = 0; k < 4; k++) {
        e->lo[k] = (uint64_t)h[k];
        e->hi[k] = (uint16_t)(h[k] >> 64);
    }
write:
    t->tags[slot] = (uint32_t)work << 24 | want;
    e->vlo = (int16_t)lo;
    e->vhi = (int16_t)hi;
    e->hint = (int8_t)hint;
}

/* ---- ranks renumbered: the mirror of solver.canonical / canonical_card / actual_card ------------ */
/* the bits of x (⊆ live, 10 bits) moved down over the bits of live not set: a parallel bit extract */
static inline unsigned pext10(unsigned live, unsigned x) {
    unsigned l0 = live & 31u;
    return PEXT5[l0 << 5 | (x & 31u)] | (unsigned)PEXT5[(live >> 5) << 5 | (x >> 5)] << POPC5[l0];
}

#if defined(__x86_64__) && defined(__GNUC__)
#include <immintrin.h>
#define HAS_BMI2_PATH 1
static int USE_BMI2;                     /* the CPU has BMI2 (module init), unless TAROT_LAB_NO_BMI2=1 */
/* canonical with BMI2's bit extract and deposit: the live 1-10 of the four suits gathered at once (pext)
 * and put back each at the start of its suit's run (pdep); the trumps 2-20 gathered in one pext.  The
 * same keys as the portable code below (the node-for-node tests run both). */
__attribute__((target("bmi2"))) static void canonical_bmi2(const m128 h[4], m128 out[4]) {
    m128 live = h[0] | h[1] | h[2] | h[3];
    uint64_t suits = 0, deposit = 0;
    for (int s = 0; s < 4; s++) {
        int off = RUN_OFF[s];
        uint64_t low = (uint64_t)(live >> off) & 1023u;
        suits |= low << off;
        deposit |= ((1ull << popc64(low)) - 1) << off;
    }
    uint64_t trumps = (uint64_t)(live >> TRUMP_LOW) & ((1ull << (T21_I - TRUMP_LOW)) - 1);
    for (int i = 0; i < 4; i++) {
        m128 o = h[i] & ~LOW_M;
        o |= (m128)_pdep_u64(_pext_u64((uint64_t)h[i], suits), deposit);
        o |= (m128)_pext_u64((uint64_t)(h[i] >> TRUMP_LOW), trumps) << TRUMP_LOW;
        out[i] = o;
    }
}

/* canonical_region (below) with BMI2: the region's live cards of each hand gathered by one pext */
__attribute__((target("bmi2"))) static void canonical_region_bmi2(const m128 h[4], m128 live, int r, m128 out[4]) {
    int off = r < 4 ? RUN_OFF[r] : TRUMP_LOW, width = r < 4 ? 10 : T21_I - TRUMP_LOW;
    uint64_t region = (1ull << width) - 1, low = (uint64_t)(live >> off) & region;
    m128 keep = ~((m128)region << off);
    for (int i = 0; i < 4; i++)
        out[i] = (out[i] & keep) | (m128)_pext_u64((uint64_t)(h[i] >> off), low) << off;
}
#endif

static inline void canonical(const m128 h[4], m128 out[4]) {
#ifdef HAS_BMI2_PATH
    if (USE_BMI2) {
        canonical_bmi2(h, out);
        return;
    }
#endif
    m128 live = h[0] | h[1] | h[2] | h[3];
    for (int i = 0; i < 4; i++) out[i] = h[i] & ~LOW_M;
    for (int s = 0; s < 4; s++) {
        int off = RUN_OFF[s];
        unsigned low = (unsigned)(live >> off) & 1023u;
        if (!low) continue;
        for (int i = 0; i < 4; i++) {
            unsigned x = (unsigned)(h[i] >> off) & low;
            if (x) out[i] |= (m128)pext10(low, x) << off;
        }
    }
    unsigned low1 = (unsigned)(live >> TRUMP_LOW) & 1023u;
    unsigned low2 = (unsigned)(live >> (TRUMP_LOW + TRUMP_SPLIT)) & 511u;
    if (low1 | low2) {
        int n1 = popc64(low1);
        for (int i = 0; i < 4; i++) {
            unsigned x1 = (unsigned)(h[i] >> TRUMP_LOW) & low1;
            unsigned x2 = (unsigned)(h[i] >> (TRUMP_LOW + TRUMP_SPLIT)) & low2;
            if (x1 | x2)
                out[i] |= (m128)((uint64_t)pext10(low1, x1) | (uint64_t)pext10(low2, x2) << n1) << TRUMP_LOW;
        }
    }
}

/* canonical's out for one region only — a suit's low run (r 0-3) or the trumps 2-20 (r 4) — with *live*:
 * the fourth card's children differ from their parent's hands by one card, so only its region changes. */
static inline void canonical_region(const m128 h[4], m128 live, int r, m128 out[4]) {
#ifdef HAS_BMI2_PATH
    if (USE_BMI2) {
        canonical_region_bmi2(h, live, r, out);
        return;
    }
#endif
    if (r < 4) {
        int off = RUN_OFF[r];
        m128 keep = ~((m128)1023u << off);
        unsigned low = (unsigned)(live >> off) & 1023u;
        for (int i = 0; i < 4; i++) {
            out[i] &= keep;
            unsigned x = (unsigned)(h[i] >> off) & low;
            if (x) out[i] |= (m128)pext10(low, x) << off;
        }
        return;
    }
    m128 keep = ~((((m128)1 << (T21_I - TRUMP_LOW)) - 1) << TRUMP_LOW);
    unsigned low1 = (unsigned)(live >> TRUMP_LOW) & 1023u;
    unsigned low2 = (unsigned)(live >> (TRUMP_LOW + TRUMP_SPLIT)) & 511u;
    int n1 = popc64(low1);
    for (int i = 0; i < 4; i++) {
        out[i] &= keep;
        unsigned x1 = (unsigned)(h[i] >> TRUMP_LOW) & low1;
        unsigned x2 = (unsigned)(h[i] >> (TRUMP_LOW + TRUMP_SPLIT)) & low2;
        if (x1 | x2)
            out[i] |= (m128)((uint64_t)pext10(low1, x1) | (uint64_t)pext10(low2, x2) << n1) << TRUMP_LOW;
    }
}

/* The canonical hands of a child of the fourth card: *base* (the canonical hands with *seat* still
 * holding *c*, their live cards *live*) with c played — its region renumbered again, or (a card
 * outside the runs keeps its index) its bit cleared.  x->hands[seat] no longer holds c. */
static inline void canonical_child(const m128 h[4], const m128 base[4], m128 live, int seat, int c, m128 out[4]) {
    memcpy(out, base, 4 * sizeof(m128));
    if (BITS[c] & LOW_M) canonical_region(h, live ^ BITS[c], c < PETIT_I ? c / 14 : 4, out);
    else out[seat] &= ~BITS[c];
}

static inline void run_of(int c, int *off, int *w) {
    if (c < PETIT_I) { *off = c - c % 14; *w = 10; }
    else { *off = TRUMP_LOW; *w = T21_I - TRUMP_LOW; }
}

static inline int canonical_card(int c, m128 live) {
    if (!(BITS[c] & LOW_M)) return c;
    int off, w;
    run_of(c, &off, &w);
    return off + popc((live >> off) & (((m128)1 << (c - off)) - 1));
}

static inline int actual_card(int c, m128 live) {
    if (c < 0 || !(BITS[c] & LOW_M)) return c;
    int off, w;
    run_of(c, &off, &w);
    m128 low = (live >> off) & (((m128)1 << w) - 1);
    for (int i = 0; i < c - off; i++) low &= low - 1;
    return low ? off + ctz128(low) : -1;
}

/* ---- the search object ---------------------------------------------------------------------- */
enum { SIDE_NONE = 0, SIDE_TAKER = 1, SIDE_DEFENCE = 2 };
enum { OPT_FOLLOW = 1, OPT_LEAD = 2, OPT_MONO = 4, OPT_PAB = 8, OPT_EXC = 16, OPT_MATCH = 32, OPT_KILL = 64,
       OPT_QUICK = 128 };

typedef struct {
    PyObject_HEAD
    int taker;
    int scores[4][3][3][HALVES];   /* S for (bouts, petit au bout, slam, taker's half points) */
    int egain[4];                  /* the Excuse's worth in target, in half points, by bouts */
    Table tt, ptt;
    PyObject *timeout;             /* the solver's SearchTimeout */
    /* one search's state */
    m128 hands[4], live;
    int live_half, t_half, t_bouts, flags, left, petit_prev, excuse_gain;
    long long nodes;
    int opts;                      /* the techniques with a switch here (OPT_*: solver.py's follow_order …) */
    int8_t killer[19][4];          /* OPT_KILL: by tricks left and leader, a defender's lead that last refuted */
    int has_deadline;
    double deadline;
    PyObject *clock;
    jmp_buf unwind;
} ExactObject;

static inline int is_taker(const ExactObject *x, int seat) { return seat == x->taker; }

static inline int S(const ExactObject *x, int half, int bouts, int pab, int slam) {
    return x->scores[bouts][pab][slam][half];
}

static void check_time(ExactObject *x) {
    PyObject *r = PyObject_CallObject(x->clock, NULL);
    if (!r) longjmp(x->unwind, 1);
    double now = PyFloat_AsDouble(r);
    Py_DECREF(r);
    if (now == -1.0 && PyErr_Occurred()) longjmp(x->unwind, 1);
    if (now > x->deadline) {
        PyErr_SetNone(x->timeout);
        longjmp(x->unwind, 1);
    }
}

/* solver.equivalent_runs: one card of each run of equivalent cards of *legal* (same group, same
 * value, no card of *others* between them); the Petit and the Excuse stand alone (own groups). */
static inline int reps(m128 legal, m128 others, int *out) {
    int n = 0, prev = -1;
    while (legal) {
        m128 low = lowbit(legal);
        int c = ctz128(low);
        legal ^= low;
        if (prev >= 0 && GRP[c] == GRP[prev] && HP[c] == HP[prev] && !(others & (low - (BITS[prev] << 1)))) {
            prev = c;
            continue;
        }
        out[n++] = c;
        prev = c;
    }
    return n;
}

/* solver.trick_share: the taker's half points and bouts from one of tricks 1-17 (X3, X4). */
static inline void trick_share(const ExactObject *x, int leader, const int cards[4], int winner, int *half_out,
                               int *bouts_out) {
    int half = HP[cards[0]] + HP[cards[1]] + HP[cards[2]] + HP[cards[3]];
    m128 mask = BITS[cards[0]] | BITS[cards[1]] | BITS[cards[2]] | BITS[cards[3]];
    int won = winner == x->taker;
    if (mask & EXC_BIT) {
        int pos = 0;
        while (cards[pos] != EXC_I) pos++;
        int own = ((leader + pos) & 3) == x->taker;
        if (own != won) {
            if (own) { *half_out = EXCUSE_KEPT; *bouts_out = 1; return; }
            *half_out = half - EXCUSE_KEPT;
            *bouts_out = popc(mask & BOUT_M & ~EXC_BIT);
            return;
        }
    }
    if (won) { *half_out = half; *bouts_out = popc(mask & BOUT_M); return; }
    *half_out = 0;
    *bouts_out = 0;
}

/* The last trick (trick 18), every card forced: the facts tarot_core.engine.deal_score derives
 * through excuse.settle — X6 (the Excuse led by a side that won every earlier trick wins it),
 * else X5 (an Excuse in it changes sides), B5/B6 (petit au bout; trick 17's Petit before an X6
 * Excuse), B7/B8 (the slam) — then S from the deal's score table. */
static int last_value(const ExactObject *x, int leader, const int cards[4]) {
    int half = HP[cards[0]] + HP[cards[1]] + HP[cards[2]] + HP[cards[3]];
    m128 mask = BITS[cards[0]] | BITS[cards[1]] | BITS[cards[2]] | BITS[cards[3]];
    int lead_taker = leader == x->taker;
    int x6 = cards[0] == EXC_I && (x->flags & (lead_taker ? 2 : 1));
    int w;
    if (x6) {
        w = leader;
    } else {
        m128 follow = 0, played = 0;
        for (int i = 0; i < 4; i++) {
            if (!follow) follow = FOLLOWERS[cards[i]];
            played |= BITS[cards[i]];
        }
        int best = winning(follow, played);
        w = leader;
        for (int i = 0; i < 4; i++)
            if (cards[i] == best) w = (leader + i) & 3;
    }
    int wt = w == x->taker;
    int th = x->t_half, tb = x->t_bouts;
    if (!x6 && (mask & EXC_BIT)) {
        int pos = 0;
        while (cards[pos] != EXC_I) pos++;
        int own = ((leader + pos) & 3) == x->taker;
        if (wt) { th += half - EXCUSE_HALF; tb += popc(mask & BOUT_M & ~EXC_BIT); }
        if (!own) { th += EXCUSE_HALF; tb += 1; }         /* X5: a defender's Excuse to the taker */
    } else if (wt) {
        th += half;
        tb += popc(mask & BOUT_M);
    }
    int fl = x->flags & (wt ? 2 : 1);
    int slam = fl & 2 ? SIDE_TAKER : fl & 1 ? SIDE_DEFENCE : SIDE_NONE;
    int pab = SIDE_NONE;
    if (x6 && (x->petit_prev || (mask & PETIT_BIT))) pab = slam;
    else if (mask & PETIT_BIT) pab = wt ? SIDE_TAKER : SIDE_DEFENCE;
    return S(x, th, tb, pab, slam);
}

static int last_from_hands(const ExactObject *x, int leader) {
    int cards[4];
    for (int i = 0; i < 4; i++) cards[i] = bitlen(x->hands[(leader + i) & 3]) - 1;
    return last_value(x, leader, cards);
}

/* solver._searcher.takes_the_rest: the taker to lead claims every trick left. */
static int takes_the_rest(const ExactObject *x) {
    m128 hand = x->hands[x->taker];
    m128 theirs = x->live ^ hand;
    if (hand & EXC_BIT) {
        if (!(x->flags & 2)) return 0;
        hand ^= EXC_BIT;
    }
    int need = 0;
    for (int seat = 0; seat < 4; seat++) {
        if (seat == x->taker) continue;
        m128 h = x->hands[seat];
        int n = popc(h & TRUMP_M);
        if (n) {
            n += (h & EXC_BIT) != 0;
            if (n > need) need = n;
        }
    }
    if (need) {
        int k = bitlen(theirs & TRUMP_M);
        m128 t = hand & TRUMP_M;
        if (popc(k >= 128 ? 0 : t >> k) < need) return 0;
    }
    uint64_t h64 = (uint64_t)hand, t64 = (uint64_t)theirs;         /* the suits: bits 0-55 */
    for (int s = 0; s < 4; s++) {
        uint64_t m = (uint64_t)SUIT_M[s], mine = h64 & m;
        if (mine && (mine & -mine) < (t64 & m)) return 0;
    }
    return 1;
}

/* solver._searcher.sure_trumps (with trump_run): the highest trumps of one hand win their tricks. */
static void sure_trumps(const ExactObject *x, int *mine_out, int *sure_out, int *bouts_out) {
    m128 trumps = x->live & TRUMP_M;
    m128 top = (m128)1 << (bitlen(trumps) - 1);
    m128 h = x->hands[x->taker];
    int mine = (h & top) != 0;
    if (!mine) {
        for (int s = 0; s < 4; s++) {
            h = x->hands[s];
            if (h & top) break;
        }
    }
    m128 own = h & TRUMP_M;
    int shift = bitlen(trumps ^ own);
    m128 run = shift >= 128 ? 0 : (own >> shift) << shift;
    int bouts = popc(run & BOUT_M);
    int sure = 4 * popc(run) + 8 * bouts;
    if (!mine && (x->live & EXC_BIT & ~h & ~x->hands[x->taker])) sure -= 1;
    *mine_out = mine;
    *sure_out = sure;
    *bouts_out = bouts;
}

/* OPT_MATCH (solver.paired_trumps): the tricks *own*'s trumps are sure to win against *other*'s,
 * the trumps of the other side — each of own's trumps wins its trick unless a higher trump of the other side
 * is in it (P6), and a hand plays one card a trick, so the tricks lost are at most the most pairs (own's
 * trump, a higher one of other's), found from the top; the half points of those tricks (4 a trick, 8 more
 * for the 21, and for the Petit when none is lost) and their bouts. */
static int paired_trumps(m128 own, m128 other, int *bouts_out) {
    /* the trumps, the Petit to the 21, in one 32-bit word (bit 0 the Petit, bit T21_I - PETIT_I the 21) */
    uint32_t mine = (uint32_t)((own & TRUMP_M) >> PETIT_I), theirs = (uint32_t)((other & TRUMP_M) >> PETIT_I);
    uint32_t all = mine | theirs;
    int higher = 0, wins = 0, lost = 0;
    while (all) {
        uint32_t top = 1u << (31 - __builtin_clz(all));
        all ^= top;
        if (theirs & top) higher++;
        else if (higher) { higher--; lost++; }
        else wins++;
    }
    int bouts = ((mine >> (T21_I - PETIT_I)) & 1) + (!lost && (mine & 1));
    *bouts_out = bouts;
    return 4 * wins + 8 * bouts;
}

/* OPT_MATCH: the taker's sure tricks by paired_trumps, and the most a defender's are (less ½ point when a
 * partner of his holds the Excuse, as sure_trumps). */
static void paired_sides(const ExactObject *x, int *t_sure, int *t_bouts, int *d_sure, int *d_bouts) {
    m128 tk = x->hands[x->taker];
    *t_sure = paired_trumps(tk, x->live ^ tk, t_bouts);
    *d_sure = 0;
    *d_bouts = 0;
    for (int s = 0; s < 4; s++) {
        if (s == x->taker || !(x->hands[s] & TRUMP_M)) continue;
        int b, v = paired_trumps(x->hands[s], tk, &b);
        if (v && (x->live & EXC_BIT & ~x->hands[s] & ~tk)) v -= 1;
        if (v > *d_sure) { *d_sure = v; *d_bouts = b; }
    }
}

/* OPT_QUICK (solver.quick_tricks): the half points the leader's side is sure of from his cashing tricks in
 * the plain suits, *most* tricks at most — his highest cards of a suit, as many as every other hand holding a
 * trump holds of it (P2, P5, P6), the card's points and ½ point for each other card a trick (C3). */
static int quick_tricks(const ExactObject *x, int leader, int most) {
    uint64_t hand = (uint64_t)x->hands[leader], live = (uint64_t)x->live, low[4];   /* the suits: bits 0-55 */
    int trumps[4];
    for (int seat = 0; seat < 4; seat++) {
        low[seat] = (uint64_t)x->hands[seat];
        trumps[seat] = seat != leader && (x->hands[seat] & TRUMP_M) != 0;
    }
    int sure = 0, count = 0;
    for (int s = 0; s < 4 && count < most; s++) {
        uint64_t m = (uint64_t)SUIT_M[s], mine = hand & m;
        if (!mine) continue;
        uint64_t others = live & m & ~mine;
        uint64_t run = others ? mine & ~((2ull << (63 - __builtin_clzll(others))) - 1) : mine;
        if (!run) continue;
        int k = popc64(run);           /* his cards above every other hand's in the suit */
        for (int seat = 0; seat < 4; seat++) {
            if (!trumps[seat]) continue;
            int n = popc64(low[seat] & m);
            if (n < k) k = n;
        }
        for (; k && count < most; k--, count++) {
            int c = 63 - __builtin_clzll(run);
            run ^= 1ull << c;
            sure += HP[c] + 3;
        }
    }
    return sure;
}

/* OPT_MONO: the taker's half points so far are not in the key (see Entry) */
static inline uint32_t tt_extra(const ExactObject *x, int leader, int t_half, int t_bouts, int flags) {
    if (x->opts & OPT_MONO) t_half = 0;
    return (uint32_t)leader | (uint32_t)t_half << 2 | (uint32_t)t_bouts << 10 | (uint32_t)flags << 12;
}
static inline uint32_t ptt_extra(int leader, int excuse_gain) {
    return (uint32_t)leader | (uint32_t)excuse_gain << 2;
}

/* Whether a trick-start entry's lower bound holds at the taker's half points so far (OPT_MONO: it was
 * found with as many or fewer; S never falls as they grow, S1-S3), its upper one: e->hh >= x->t_half. */
static inline int lo_holds(const ExactObject *x, const Entry *e) {
    return !(x->opts & OPT_MONO) || entry_hl(e) <= x->t_half;
}

static int start(ExactObject *x, int leader, int alpha, int beta, const m128 *probed_key, Entry *probed);
static int pstart(ExactObject *x, int leader, int alpha, int beta, const m128 *probed_key, Entry *probed);
static int follow_card(ExactObject *x, int pm, int pos, int seat, int leader, m128 follow, m128 played,
                       int *cards, int alpha, int beta);

/* bisect_right(gain, v) and bisect_left(gain, v) over a non-decreasing array */
static inline int bisect_right(const int *a, int n, int v) {
    int lo = 0, hi = n;
    while (lo < hi) { int mid = (lo + hi) / 2; if (v < a[mid]) hi = mid; else lo = mid + 1; }
    return lo;
}
static inline int bisect_left(const int *a, int n, int v) {
    int lo = 0, hi = n;
    while (lo < hi) { int mid = (lo + hi) / 2; if (a[mid] < v) lo = mid + 1; else hi = mid; }
    return lo;
}

/* cands[0..n) sorted by prim, stable: the mirror of solver._searcher's list.sort(key=...). */
static inline void sort_cands(int *cands, int *prim, int n) {
    for (int i = 1; i < n; i++) {
        int c = cands[i], p = prim[i], j = i - 1;
        while (j >= 0 && prim[j] > p) {
            cands[j + 1] = cands[j];
            prim[j + 1] = prim[j];
            j--;
        }
        cands[j + 1] = c;
        prim[j + 1] = p;
    }
}

static inline int can_beat(m128 h, m128 f, int wc);
/* The leader's cards at a trick start, the table's best lead first (shared by start and pstart); with
 * OPT_LEAD (solver._searcher.lead_keys, lead_order), the others in the order of tarot sense: the cards
 * no opponent can beat (P2-P6) first, the most points first, the Excuse never among them (X1, X3);
 * then the fewest points first (rising among equals). */
static int lead_cands(ExactObject *x, int leader, int hint, int *cands) {
    m128 hand = x->hands[leader];
    int n = reps(hand, x->live ^ hand, cands);
    if ((x->opts & OPT_LEAD) && n > 1) {
        int prim[NCARDS];
        int mine = is_taker(x, leader);
        for (int i = 0; i < n; i++) {
            int c = cands[i];
            int key = HP[c];
            if (c != EXC_I) {
                int sure = 1;
                for (int s = 0; s < 4 && sure; s++)
                    if (s != leader && is_taker(x, s) != mine && can_beat(x->hands[s], FOLLOWERS[c], c)) sure = 0;
                if (sure) key = -(1000 + HP[c]);
            }
            prim[i] = key;
        }
        sort_cands(cands, prim, n);
    }
    if (hint >= 0 && n > 1) {
        for (int i = 0; i < n; i++) {
            if (cands[i] == hint) {
                memmove(cands + 1, cands, (size_t)i * sizeof(int));
                cands[0] = hint;
                break;
            }
        }
    }
    if ((x->opts & OPT_KILL) && !is_taker(x, leader) && n > 1) {
        /* OPT_KILL (solver._searcher.order_leads, killer): next, the lead that last refuted a trick
         * start of this defender with as many tricks left (set in lead_loop, kept for the deal) */
        int k = x->killer[x->left][leader], first = hint >= 0 && cands[0] == hint;
        for (int i = first; k >= 0 && i < n; i++) {
            if (cands[i] == k) {
                memmove(cands + first + 1, cands + first, (size_t)(i - first) * sizeof(int));
                cands[first] = k;
                break;
            }
        }
    }
    return n;
}

/* probed_key: the canonical hands when the caller (fourth) already probed the table, probed its entry
 * (NULL: none); probed_key NULL: probe here. */
/* A trick start's leads, once its bounds [lo, hi] are known (start and pstart, as solver._searcher's
 * start and pstart): the window narrowed by the bounds, the leader's cards tried (the table's best lead
 * first), the result stored in *table* as a bound or the value, with the best lead in the ranks
 * renumbered. *pm*: 1 in the points-only search. */
static int lead_loop(ExactObject *x, int pm, Table *table, const m128 key[4], uint32_t extra, int leader,
                     int hint, int lo, int hi, int alpha, int beta, int th) {
    if (lo >= beta) return lo;
    if (hi <= alpha) return hi;
    if (lo > alpha) alpha = lo;
    if (hi < beta) beta = hi;
    int a0 = alpha, b0 = beta;
    long long nodes0 = x->nodes;
    int cands[NCARDS];
    cands[0] = -1;                       /* lead_cands writes one card at least: the leader holds one */
    int n = lead_cands(x, leader, hint, cands);
    m128 hand = x->hands[leader];
    int nxt = (leader + 1) & 3;
    int best_card = cands[0];
    int mx = is_taker(x, leader);
    int g = mx ? -INF : INF;
    int trick[4];
    for (int i = 0; i < n; i++) {
        int c = cands[i];
        x->hands[leader] = hand ^ BITS[c];
        trick[0] = c;
        int v = follow_card(x, pm, 1, nxt, leader, FOLLOWERS[c], BITS[c], trick, alpha, beta);
        if (mx) {
            if (v > g) {
                g = v; best_card = c;
                if (g >= beta) break;
                if (g > alpha) alpha = g;
            }
        } else if (v < g) {
            g = v; best_card = c;
            if (g <= alpha) {
                if (x->opts & OPT_KILL) x->killer[x->left][leader] = (int8_t)c;
                break;
            }
            if (g < beta) beta = g;
        }
    }
    x->hands[leader] = hand;
    if (g <= a0) hi = g;
    else if (g >= b0) lo = g;
    else lo = hi = g;
    if ((mx ? g <= a0 : g >= b0) && hint >= 0) best_card = hint;
    table_put(table, key, extra, lo, hi, canonical_card(best_card, x->live),
              64 - __builtin_clzll((unsigned long long)(x->nodes - nodes0) | 1), th);
    return g;
}

/* A fourth card's child: its canonical hands in *key* and its entry in *table* — from the key and hash the
 * pre-pass made and prefetched (*pre_key*, *pre_hash*), else computed here. */
static inline Entry *child_probe(const ExactObject *x, Table *table, uint32_t extra, const m128 *pre_key,
                                 uint64_t pre_hash, m128 key[4]) {
    if (pre_key) {
        memcpy(key, pre_key, 4 * sizeof(m128));
        return table_find_h(table, key, extra, pre_hash);
    }
    canonical(x->hands, key);
    return table_find(table, key, extra);
}

/* A trick start's canonical hands in *key* and its entry in *table* (NULL: none): the caller's probe when
 * it made one already (fourth and pfourth probe every child first: probed_key, probed), else one here. */
static inline Entry *probe(const ExactObject *x, Table *table, uint32_t extra, const m128 *probed_key,
                           Entry *probed, m128 key[4]) {
    if (probed_key) {
        memcpy(key, probed_key, 4 * sizeof(m128));
        return probed;
    }
    canonical(x->hands, key);
    return table_find(table, key, extra);
}

static int start(ExactObject *x, int leader, int alpha, int beta, const m128 *probed_key, Entry *probed) {
    x->nodes++;
    if (x->left == 1) return last_from_hands(x, leader);
    if (x->has_deadline && !(x->nodes & 1023)) check_time(x);
    if (!x->flags && !(x->live & PETIT_BIT)) {
        /* only points at stake (see the Python): S = gain[t_half + X], X searched apart */
        int bouts_now = x->t_bouts + ((x->hands[x->taker] & T21_BIT) != 0);
        const int *gain = x->scores[bouts_now][0][0];
        x->excuse_gain = (x->live & EXC_BIT) ? x->egain[bouts_now] : 0;
        int xv = pstart(x, leader, bisect_right(gain, HALVES, alpha) - 1 - x->t_half,
                        bisect_left(gain, HALVES, beta) - x->t_half, NULL, NULL);
        return gain[x->t_half + xv];
    }
    m128 key[4];
    uint32_t extra = tt_extra(x, leader, x->t_half, x->t_bouts, x->flags);
    Entry *e = probe(x, &x->tt, extra, probed_key, probed, key);
    int lo, hi;
    int both = e && lo_holds(x, e) && e->hh >= x->t_half;      /* both bounds hold at t_half */
    if (both) {
        lo = e->vlo;
        hi = e->vhi;
    } else {
        int petit = (x->live & PETIT_BIT) != 0;
        int live_bouts = popc(x->live & BOUT_M);
        int pab_t = petit ? SIDE_TAKER : SIDE_NONE, pab_d = petit ? SIDE_DEFENCE : SIDE_NONE;
        if (petit && !x->flags && (x->opts & OPT_PAB)) {
            /* OPT_PAB (solver._searcher.start, pab_bound; B5, P6): with no slam to come (no X6 Excuse), a
             * side without a trump never wins a trick with the Petit in it, so never its petit au bout */
            m128 tk = x->hands[x->taker] & TRUMP_M, df = (x->live ^ x->hands[x->taker]) & TRUMP_M;
            if (!tk) pab_t = SIDE_NONE;
            if (!df) pab_d = SIDE_NONE;
        }
        /* OPT_EXC (solver._searcher.start, excuse_bound; X1, X3): with no slam to come, the side holding
         * the Excuse may play it to this trick (not the last) and keep it, 4 points and a bout */
        int xh_hi = 0, xb_hi = 0, xh_lo = 0, xb_lo = 0;
        if (!x->flags && (x->opts & OPT_EXC) && (x->live & EXC_BIT)) {
            if (x->hands[x->taker] & EXC_BIT) { xh_lo = EXCUSE_KEPT; xb_lo = 1; }
            else { xh_hi = EXCUSE_KEPT; xb_hi = 1; }
        }
        /* OPT_QUICK (solver._searcher.start, quick; P2, P5, P6): the leader's cashing tricks, sure to his side */
        int q_t = 0, q_d = 0;
        if (!x->flags && (x->opts & OPT_QUICK) && x->left > 2) {
            if (leader == x->taker) q_t = quick_tricks(x, leader, x->left - 2);
            else q_d = quick_tricks(x, leader, x->left - 2);
        }
        hi = S(x, x->t_half + x->live_half - xh_hi - q_d, x->t_bouts + live_bouts - xb_hi, pab_t,
               x->flags & 2 ? SIDE_TAKER : SIDE_NONE);
        if (leader == x->taker && takes_the_rest(x)) {
            int excuse = (x->live & EXC_BIT & ~x->hands[x->taker]) != 0;
            lo = S(x, x->t_half + x->live_half - EXCUSE_KEPT * excuse, x->t_bouts + live_bouts - excuse,
                   (x->hands[x->taker] & PETIT_BIT) ? SIDE_TAKER : SIDE_NONE, x->flags & 2 ? SIDE_TAKER : SIDE_NONE);
        } else if (!x->flags && (x->live & TRUMP_M)) {
            int mine, sure, sure_bouts;
            sure_trumps(x, &mine, &sure, &sure_bouts);
            if (mine) {
                lo = S(x, x->t_half + sure + xh_lo + q_t, x->t_bouts + sure_bouts + xb_lo, pab_d, SIDE_NONE);
            } else {
                lo = S(x, x->t_half + xh_lo + q_t, x->t_bouts + xb_lo, pab_d, SIDE_NONE);
                hi = S(x, x->t_half + x->live_half - sure - xh_hi - q_d,
                       x->t_bouts + live_bouts - sure_bouts - xb_hi, pab_t, SIDE_NONE);
            }
            if (x->opts & OPT_MATCH) {
                int ts, tb, ds, db;
                paired_sides(x, &ts, &tb, &ds, &db);
                int l2 = S(x, x->t_half + ts + xh_lo + q_t, x->t_bouts + tb + xb_lo, pab_d, SIDE_NONE);
                int h2 = S(x, x->t_half + x->live_half - ds - xh_hi - q_d, x->t_bouts + live_bouts - db - xb_hi,
                           pab_t, SIDE_NONE);
                if (l2 > lo) lo = l2;
                if (h2 < hi) hi = h2;
            }
        } else {
            lo = S(x, x->t_half + xh_lo + q_t, x->t_bouts + xb_lo, pab_d, x->flags & 1 ? SIDE_DEFENCE : SIDE_NONE);
        }
        if (e) {                        /* OPT_MONO: an entry found with other half points so far */
            if (lo_holds(x, e) && e->vlo > lo) lo = e->vlo;
            if (e->hh >= x->t_half && e->vhi < hi) hi = e->vhi;
        }
    }
    int hint = e ? actual_card(e->hint, x->live) : -1;
    return lead_loop(x, 0, &x->tt, key, extra, leader, hint, lo, hi, alpha, beta,
                     (x->opts & OPT_MONO) ? x->t_half : -1);
}

static int plast(ExactObject *x, int leader) {
    int cards[4];
    for (int i = 0; i < 4; i++) cards[i] = bitlen(x->hands[(leader + i) & 3]) - 1;
    int half = HP[cards[0]] + HP[cards[1]] + HP[cards[2]] + HP[cards[3]];
    m128 follow = 0, played = 0;
    for (int i = 0; i < 4; i++) {
        if (!follow) follow = FOLLOWERS[cards[i]];
        played |= BITS[cards[i]];
    }
    int best = winning(follow, played), w = leader;
    for (int i = 0; i < 4; i++)
        if (cards[i] == best) w = (leader + i) & 3;
    int won = is_taker(x, w);
    for (int i = 0; i < 4; i++) {
        if (cards[i] == EXC_I) {
            if (is_taker(x, (leader + i) & 3)) return won ? half - EXCUSE_HALF : 0;
            return (won ? half : EXCUSE_HALF) + x->excuse_gain;
        }
    }
    return won ? half : 0;
}

/* probed_key, probed: as start's (pfourth probed the points table already). */
static int pstart(ExactObject *x, int leader, int alpha, int beta, const m128 *probed_key, Entry *probed) {
    x->nodes++;
    if (x->left == 1) return plast(x, leader);
    if (x->has_deadline && !(x->nodes & 1023)) check_time(x);
    m128 key[4];
    uint32_t extra = ptt_extra(leader, x->excuse_gain);
    Entry *e = probe(x, &x->ptt, extra, probed_key, probed, key);
    int lo, hi, hint;
    if (e) {
        lo = e->vlo;
        hi = e->vhi;
        hint = actual_card(e->hint, x->live);
    } else {
        lo = 0;
        hi = x->live_half + x->excuse_gain;
        hint = -1;
        if ((x->opts & OPT_EXC) && (x->live & EXC_BIT)) {      /* OPT_EXC: as start's */
            if (x->hands[x->taker] & EXC_BIT) lo = EXCUSE_KEPT + x->excuse_gain;
            else hi = x->live_half - EXCUSE_KEPT;
        }
        int claimed = leader == x->taker && takes_the_rest(x);
        if (claimed) {
            lo = x->live_half - EXCUSE_KEPT * ((x->live & EXC_BIT) != 0);
        } else if (x->live & TRUMP_M) {
            int mine, sure, sure_bouts;
            sure_trumps(x, &mine, &sure, &sure_bouts);
            int ts = mine ? sure : 0, ds = mine ? 0 : sure;
            if (x->opts & OPT_MATCH) {
                int tm, tb, dm, db;
                paired_sides(x, &tm, &tb, &dm, &db);
                if (tm > ts) ts = tm;
                if (dm > ds) ds = dm;
            }
            lo += ts;
            hi -= ds;
        }
        if ((x->opts & OPT_QUICK) && !claimed && x->left > 2) {    /* OPT_QUICK: as start's */
            if (leader == x->taker) lo += quick_tricks(x, leader, x->left - 2);
            else hi -= quick_tricks(x, leader, x->left - 2);
        }
    }
    return lead_loop(x, 1, &x->ptt, key, extra, leader, hint, lo, hi, alpha, beta, -1);
}

/* The fourth seat's cards, each flagged (128) when it wins the trick (P6), in the greedy order of
 * solver._searcher.fourth_keys (a stable sort); returns how many, and the seat winning so far. */
static int fourth_keys(ExactObject *x, int seat, int leader, m128 follow, m128 played, const int *cards, int *keys,
                       int *w3_out) {
    m128 hand = x->hands[seat];
    m128 legal = legal_in_state(hand, follow, played);
    int w3c = winning(follow, played), w3 = seat;
    if (w3c >= 0)
        for (int i = 0; i < 3; i++)
            if (cards[i] == w3c) w3 = (leader + i) & 3;
    *w3_out = w3;
    int cs[NCARDS];
    int n;
    if (!(legal & (legal - 1))) {
        cs[0] = bitlen(legal) - 1;
        n = 1;
    } else {
        n = reps(legal, x->live ^ hand, cs);
    }
    for (int i = 0; i < n; i++) {
        int c = cs[i];
        m128 f = follow ? follow : FOLLOWERS[c];
        keys[i] = winning(f, played | BITS[c]) == c ? c | 128 : c;
    }
    if (n > 1) {
        int mine = is_taker(x, seat);
        int won3 = is_taker(x, w3) == mine;
        int sk[NCARDS];
        for (int i = 0; i < n; i++) {
            int k = keys[i];
            sk[i] = ((k & 128) || won3) ? -(256 + HP[k & 127]) : HP[k & 127];
        }
        for (int i = 1; i < n; i++) {          /* stable insertion sort by sk */
            int k = keys[i], s = sk[i], j = i - 1;
            while (j >= 0 && sk[j] > s) { keys[j + 1] = keys[j]; sk[j + 1] = sk[j]; j--; }
            keys[j + 1] = k;
            sk[j + 1] = s;
        }
    }
    return n;
}

static int fourth(ExactObject *x, int seat, int leader, m128 follow, m128 played, int *cards, int alpha,
                  int beta) {
    x->nodes++;
    int keys[NCARDS], w3;
    int n = fourth_keys(x, seat, leader, follow, played, cards, keys, &w3);
    int mine = is_taker(x, seat);
    m128 hand = x->hands[seat];
    int s_half = x->t_half, s_bouts = x->t_bouts, s_flags = x->flags, s_live_half = x->live_half;
    m128 s_live = x->live;
    int base_half = HP[cards[0]] + HP[cards[1]] + HP[cards[2]];
    x->left--;
    /* Memory-level parallelism: every child's trick-start key is hashed and its bucket's tags fetched
     * before the first probe, so their misses overlap (a child of the points-only search probes no
     * trick-start table: none of its positions is in it). */
    m128 ck[MAXKIDS][4];
    uint64_t chv[MAXKIDS];
    int pre = x->left > 1 && n > 1;
    if (pre) {
        m128 base[4], blive = x->hands[0] | x->hands[1] | x->hands[2] | x->hands[3];
        int based = 0;
        for (int i = 0; i < n; i++) {
            int k = keys[i], c = k & 127;
            int w = (k & 128) ? seat : w3;
            m128 played4 = played | BITS[c];
            cards[3] = c;
            int th = s_half, tb = s_bouts;
            if (played4 & EXC_BIT) {
                int h, b;
                trick_share(x, leader, cards, w, &h, &b);
                th += h;
                tb += b;
            } else if (w == x->taker) {
                th += base_half + HP[c];
                tb += popc(played4 & BOUT_M);
            }
            int fl = s_flags & (w == x->taker ? 2 : 1);
            if (!fl && !((s_live ^ played4) & PETIT_BIT)) continue;
            if (!based) {
                x->hands[seat] = hand;
                canonical(x->hands, base);
                based = 1;
            }
            x->hands[seat] = hand ^ BITS[c];
            canonical_child(x->hands, base, blive, seat, c, ck[i]);
            chv[i] = key_hash(ck[i], tt_extra(x, w, th, tb, fl));
            __builtin_prefetch(&x->tt.tags[bucket_of(&x->tt, chv[i])]);
        }
        for (int i = 0; i < n; i++) {
            int k = keys[i], c = k & 127;
            int w = (k & 128) ? seat : w3;
            int fl = s_flags & (w == x->taker ? 2 : 1);
            if (!fl && !((s_live ^ (played | BITS[c])) & PETIT_BIT)) continue;
            table_prefetch_entries(&x->tt, chv[i]);
        }
    }
    int g = mine ? -INF : INF;
    for (int i = 0; i < n; i++) {
        int k = keys[i], c = k & 127;
        int w = (k & 128) ? seat : w3;
        x->hands[seat] = hand ^ BITS[c];
        m128 played4 = played | BITS[c];
        cards[3] = c;
        if (played4 & EXC_BIT) {
            int h, b;
            trick_share(x, leader, cards, w, &h, &b);
            x->t_half += h;
            x->t_bouts += b;
        } else if (w == x->taker) {
            x->t_half += base_half + HP[c];
            x->t_bouts += popc(played4 & BOUT_M);
        }
        x->flags &= w == x->taker ? 2 : 1;
        x->live ^= played4;
        x->live_half -= base_half + HP[c];
        int v;
        if (x->left == 1) {
            x->nodes++;
            x->petit_prev = (played4 & PETIT_BIT) != 0;
            v = last_from_hands(x, w);
            x->petit_prev = 0;
        } else if (!x->flags && !(x->live & PETIT_BIT)) {
            v = start(x, w, alpha, beta, NULL, NULL);  /* points only: the trick-start table holds none of these */
        } else {
            m128 key[4];
            Entry *e = child_probe(x, &x->tt, tt_extra(x, w, x->t_half, x->t_bouts, x->flags), pre ? ck[i] : NULL,
                                   pre ? chv[i] : 0, key);
            if (e && e->vlo >= beta && lo_holds(x, e)) { x->nodes++; v = e->vlo; }
            else if (e && e->vhi <= alpha && e->hh >= x->t_half) { x->nodes++; v = e->vhi; }
            else v = start(x, w, alpha, beta, key, e);
        }
        x->t_half = s_half; x->t_bouts = s_bouts; x->flags = s_flags; x->live = s_live; x->live_half = s_live_half;
        if (mine) {
            if (v > g) {
                g = v;
                if (g >= beta) break;
                if (g > alpha) alpha = g;
            }
        } else if (v < g) {
            g = v;
            if (g <= alpha) break;
            if (g < beta) beta = g;
        }
    }
    x->left++;
    x->hands[seat] = hand;
    return g;
}

static int pfourth(ExactObject *x, int seat, int leader, m128 follow, m128 played, int *cards, int alpha,
                   int beta) {
    x->nodes++;
    int keys[NCARDS], w3;
    int n = fourth_keys(x, seat, leader, follow, played, cards, keys, &w3);
    int mine = is_taker(x, seat);
    m128 hand = x->hands[seat];
    m128 s_live = x->live;
    int s_live_half = x->live_half, s_gain = x->excuse_gain;
    int base_half = HP[cards[0]] + HP[cards[1]] + HP[cards[2]];
    x->left--;
    m128 ck[MAXKIDS][4];                /* the children's keys, hashed and prefetched first (as fourth) */
    uint64_t chv[MAXKIDS];
    int pre = x->left > 1 && n > 1;
    if (pre) {
        m128 base[4], blive = x->hands[0] | x->hands[1] | x->hands[2] | x->hands[3];
        canonical(x->hands, base);                  /* x->hands[seat] is still hand */
        for (int i = 0; i < n; i++) {
            int c = keys[i] & 127;
            int w = (keys[i] & 128) ? seat : w3;
            x->hands[seat] = hand ^ BITS[c];
            canonical_child(x->hands, base, blive, seat, c, ck[i]);
            chv[i] = key_hash(ck[i], ptt_extra(w, ((played | BITS[c]) & EXC_BIT) ? 0 : s_gain));
            __builtin_prefetch(&x->ptt.tags[bucket_of(&x->ptt, chv[i])]);
        }
        for (int i = 0; i < n; i++) table_prefetch_entries(&x->ptt, chv[i]);
    }
    int g = mine ? -INF : INF;
    for (int i = 0; i < n; i++) {
        int k = keys[i], c = k & 127;
        int w = (k & 128) ? seat : w3;
        x->hands[seat] = hand ^ BITS[c];
        m128 played4 = played | BITS[c];
        cards[3] = c;
        int won;
        if (played4 & EXC_BIT) {                       /* X3-X4 (trick_share), and its bout's worth */
            int h, b;
            trick_share(x, leader, cards, w, &h, &b);
            won = h;
            int pos = 0;
            while (cards[pos] != EXC_I) pos++;
            if (is_taker(x, (leader + pos) & 3)) won += x->excuse_gain;
            x->excuse_gain = 0;
        } else {
            won = is_taker(x, w) ? base_half + HP[c] : 0;
        }
        x->live ^= played4;
        x->live_half -= base_half + HP[c];
        int v;
        if (x->left == 1) {
            x->nodes++;
            v = won + plast(x, w);
        } else {
            m128 key[4];
            Entry *e = child_probe(x, &x->ptt, ptt_extra(w, x->excuse_gain), pre ? ck[i] : NULL, pre ? chv[i] : 0, key);
            if (e && e->vlo + won >= beta) { x->nodes++; v = e->vlo + won; }
            else if (e && e->vhi + won <= alpha) { x->nodes++; v = e->vhi + won; }
            else v = won + pstart(x, w, alpha - won, beta - won, key, e);
        }
        x->live = s_live; x->live_half = s_live_half; x->excuse_gain = s_gain;
        if (mine) {
            if (v > g) {
                g = v;
                if (g >= beta) break;
                if (g > alpha) alpha = g;
            }
        } else if (v < g) {
            g = v;
            if (g <= alpha) break;
            if (g < beta) beta = g;
        }
    }
    x->left++;
    x->hands[seat] = hand;
    return g;
}

/* Whether a hand *h* holds a legal card that beats *wc*, the trick's winning card (P2-P6): a higher
 * card of the suit led, or a trump when void in it; over a trump, a higher trump when it may trump. */
static inline int can_beat(m128 h, m128 f, int wc) {
    m128 above = ~((BITS[wc] << 1) - 1);
    if (BITS[wc] & TRUMP_M) {
        if (f != TRUMP_M && (h & f)) return 0;
        return (h & TRUMP_M & above) != 0;
    }
    if (h & f) return (h & f & above) != 0;
    return (h & TRUMP_M) != 0;
}

/* solver._searcher.follow_keys: the second or third seat's cards in the order of tarot sense
 * (follow_order): when his side then holds the trick (P6) and no opponent after him can beat it, the
 * most points first, but the Excuse (its side keeps it, X3); else the fewest points first (rising
 * among equals) — the points each gives away, FW (solver.FOLLOW_WORTH). */
static void order_follows(ExactObject *x, int pos, int seat, int leader, m128 follow, m128 played, const int *cards,
                          int *cands, int n) {
    int prim[NCARDS];
    int mine = is_taker(x, seat);
    int wc0 = winning(follow, played), ws0 = -1;
    for (int i = 0; i < pos; i++)
        if (cards[i] == wc0) ws0 = (leader + i) & 3;
    for (int i = 0; i < n; i++) {
        int c = cands[i];
        m128 f = follow ? follow : FOLLOWERS[c];
        int wc = winning(f, played | BITS[c]);
        int ws = wc == c ? seat : ws0;
        int key = FW[c];
        if (wc >= 0 && is_taker(x, ws) == mine) {
            int sure = 1;
            for (int j = pos + 1; j < 4 && sure; j++) {
                int s = (leader + j) & 3;
                if (is_taker(x, s) != mine && can_beat(x->hands[s], f, wc)) sure = 0;
            }
            if (sure && c != EXC_I) key = -(1000 + FW[c]);     /* the Excuse gives nothing (X3) */
        }
        prim[i] = key;
    }
    sort_cands(cands, prim, n);
}

/* The second or third card of a trick (P2-P5, X1); pm: the points-only search. */
static int follow_card(ExactObject *x, int pm, int pos, int seat, int leader, m128 follow, m128 played,
                       int *cards, int alpha, int beta) {
    if (pos == 3)
        return pm ? pfourth(x, seat, leader, follow, played, cards, alpha, beta)
                  : fourth(x, seat, leader, follow, played, cards, alpha, beta);
    x->nodes++;
    m128 hand = x->hands[seat];
    m128 legal = legal_in_state(hand, follow, played);
    int cands[NCARDS];
    int n;
    if (legal & (legal - 1)) n = reps(legal, x->live ^ hand, cands);
    else { cands[0] = bitlen(legal) - 1; n = 1; }
    if (n > 1 && (x->opts & OPT_FOLLOW))
        order_follows(x, pos, seat, leader, follow, played, cards, cands, n);
    int nxt = (seat + 1) & 3;
    int mx = is_taker(x, seat);
    int g = mx ? -INF : INF;
    for (int i = 0; i < n; i++) {
        int c = cands[i];
        x->hands[seat] = hand ^ BITS[c];
        cards[pos] = c;
        int v = follow_card(x, pm, pos + 1, nxt, leader, follow ? follow : FOLLOWERS[c], played | BITS[c], cards,
                            alpha, beta);
        if (mx) {
            if (v > g) {
                g = v;
                if (g >= beta) break;
                if (g > alpha) alpha = g;
            }
        } else if (v < g) {
            g = v;
            if (g <= alpha) break;
            if (g < beta) beta = g;
        }
    }
    x->hands[seat] = hand;
    return g;
}

/* ---- Python interface ----------------------------------------------------------------------- */
static PyObject *SIXTY_FOUR;             /* the int 64, to read a mask's high bits */

static int as_mask(PyObject *o, m128 *out) {
    if (!PyLong_Check(o) || PyBool_Check(o)) {
        PyErr_SetString(PyExc_TypeError, "_exact: a card mask must be an int");
        return -1;
    }
    unsigned long long lo = PyLong_AsUnsignedLongLongMask(o);
    if (lo == (unsigned long long)-1 && PyErr_Occurred()) return -1;
    PyObject *high = PyNumber_Rshift(o, SIXTY_FOUR);
    if (!high) return -1;
    unsigned long long hi = PyLong_AsUnsignedLongLong(high);     /* a negative mask raises here */
    Py_DECREF(high);
    if (hi == (unsigned long long)-1 && PyErr_Occurred()) return -1;
    if (hi >> (NCARDS - 64)) {
        PyErr_SetString(PyExc_ValueError, "_exact: a card mask beyond the 78 cards");
        return -1;
    }
    *out = (m128)hi << 64 | lo;
    return 0;
}

static int int_seq(PyObject *o, int *out, Py_ssize_t n, const char *what) {
    PyObject *seq = PySequence_Fast(o, what);
    if (!seq) return -1;
    if (PySequence_Fast_GET_SIZE(seq) != n) {
        PyErr_Format(PyExc_ValueError, "_exact: %s: %zd values expected", what, n);
        Py_DECREF(seq);
        return -1;
    }
    for (Py_ssize_t i = 0; i < n; i++) {
        long v = PyLong_AsLong(PySequence_Fast_GET_ITEM(seq, i));
        if (v == -1 && PyErr_Occurred()) { Py_DECREF(seq); return -1; }
        out[i] = (int)v;
    }
    Py_DECREF(seq);
    return 0;
}

static int mask_seq(PyObject *o, m128 *out, Py_ssize_t n, const char *what) {
    PyObject *seq = PySequence_Fast(o, what);
    if (!seq) return -1;
    if (PySequence_Fast_GET_SIZE(seq) != n) {
        PyErr_Format(PyExc_ValueError, "_exact: %s: %zd masks expected", what, n);
        Py_DECREF(seq);
        return -1;
    }
    for (Py_ssize_t i = 0; i < n; i++)
        if (as_mask(PySequence_Fast_GET_ITEM(seq, i), &out[i]) < 0) { Py_DECREF(seq); return -1; }
    Py_DECREF(seq);
    return 0;
}

/* configure(half_points, group, followers, trump_mask, suit_masks, bout_mask, excuse, petit, twenty_one,
 *           low_mask, trump_low, trump_split): the card tables of tarot_core.cards / play / solver. */
static PyObject *configure(PyObject *self, PyObject *args) {
    (void)self;
    PyObject *hp, *grp, *fol, *trump, *suits, *bout, *low, *fw;
    int exc, petit, t21, tlow, tsplit;
    if (!PyArg_ParseTuple(args, "OOOOOOiiiOiiO", &hp, &grp, &fol, &trump, &suits, &bout, &exc, &petit, &t21, &low,
                          &tlow, &tsplit, &fw))
        return NULL;
    if (int_seq(hp, HP, NCARDS, "half_points") < 0 || int_seq(grp, GRP, NCARDS, "group") < 0 ||
        int_seq(fw, FW, NCARDS, "follow_worth") < 0 ||
        mask_seq(fol, FOLLOWERS, NCARDS, "followers") < 0 || as_mask(trump, &TRUMP_M) < 0 ||
        mask_seq(suits, SUIT_M, 4, "suit_masks") < 0 || as_mask(bout, &BOUT_M) < 0 || as_mask(low, &LOW_M) < 0)
        return NULL;
    if (exc < 0 || exc >= NCARDS || petit < 0 || petit >= NCARDS || t21 < 0 || t21 >= NCARDS ||
        HP[exc] != EXCUSE_HALF || tlow <= 0 || tsplit <= 0 || tsplit > 10 || t21 <= petit || t21 - petit > 31 ||
        TRUMP_M != ((((m128)1 << (t21 - petit + 1)) - 1) << petit)) {    /* the trumps: one run, Petit to 21 */
        PyErr_SetString(PyExc_ValueError, "_exact.configure: card tables unlike the ones this module was built for");
        return NULL;
    }
    for (int c = 0; c < NCARDS; c++) BITS[c] = (m128)1 << c;
    EXC_I = exc; PETIT_I = petit; T21_I = t21;
    EXC_BIT = BITS[exc]; PETIT_BIT = BITS[petit]; T21_BIT = BITS[t21];
    for (int s = 0; s < 4; s++) RUN_OFF[s] = 14 * s;
    TRUMP_LOW = tlow;
    TRUMP_SPLIT = tsplit;
    for (unsigned live = 0; live < 32; live++) {
        for (unsigned sub = 0; sub < 32; sub++) {
            unsigned packed = 0, j = 0;
            for (unsigned i = 0; i < 5; i++) {
                if (live >> i & 1) {
                    if (sub >> i & 1) packed |= 1u << j;
                    j++;
                }
            }
            PEXT5[live << 5 | sub] = (uint8_t)packed;
        }
        POPC5[live] = (uint8_t)popc64(live);
    }
    configured = 1;
    Py_RETURN_NONE;
}

static PyObject *Exact_new(PyTypeObject *type, PyObject *args, PyObject *kwds) {
    static char *kwlist[] = {"taker", "scores", "excuse_gain", "table_size", "timeout", "points_table_size", "options",
                             "table_max", "points_table_max", NULL};
    int taker, options = 0;
    PyObject *scores, *egain, *timeout;
    Py_ssize_t table_size, ptable_size = -1, table_max = -1, ptable_max = -1;
    if (!configured) {
        PyErr_SetString(PyExc_RuntimeError, "_exact: configure() first");
        return NULL;
    }
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "iOOnO|ninn", kwlist, &taker, &scores, &egain, &table_size, &timeout,
                                     &ptable_size, &options, &table_max, &ptable_max))
        return NULL;
    if (ptable_size < 0) ptable_size = table_size;
    if (table_max < 0) table_max = table_size;          /* no growth unless asked (table_grow) */
    if (ptable_max < 0) ptable_max = ptable_size;
    if (taker < 0 || taker > 3 || table_size < 1 || ptable_size < 1 || options < 0 || options > 255
        || table_max > ((Py_ssize_t)1 << 30) || ptable_max > ((Py_ssize_t)1 << 30)) {
        PyErr_SetString(PyExc_ValueError, "_exact.Exact: taker 0-3, a positive table size (at most 2^30 entries) "
                                          "and options 0-255");
        return NULL;
    }
    ExactObject *x = (ExactObject *)type->tp_alloc(type, 0);
    if (!x) return NULL;
    x->taker = taker;
    x->opts = options;
    memset(x->killer, 0xff, sizeof x->killer);          /* no killer yet: -1 */
    if (int_seq(scores, &x->scores[0][0][0][0], 4 * 3 * 3 * HALVES, "scores") < 0 ||
        int_seq(egain, x->egain, 4, "excuse_gain") < 0) {
        Py_DECREF(x);
        return NULL;
    }
    /* the entries hold the bounds in 16 bits and the points table's Excuse worth in 12 (Entry) */
    for (int i = 0; i < 4 * 3 * 3 * HALVES; i++) {
        int v = (&x->scores[0][0][0][0])[i];
        if (v <= -INT16_MAX || v >= INT16_MAX) {
            PyErr_SetString(PyExc_ValueError, "_exact.Exact: a score beyond 16 bits");
            Py_DECREF(x);
            return NULL;
        }
    }
    for (int i = 0; i < 4; i++) {
        if (x->egain[i] < 0 || x->egain[i] > 4095) {
            PyErr_SetString(PyExc_ValueError, "_exact.Exact: an Excuse's worth out of range");
            Py_DECREF(x);
            return NULL;
        }
    }
    if (table_init(&x->tt, (size_t)table_size, (size_t)table_max) < 0 ||
        table_init(&x->ptt, (size_t)ptable_size, (size_t)ptable_max) < 0) {
        Py_DECREF(x);
        return PyErr_NoMemory();
    }
    if (options & OPT_MONO) x->tt.xmask = (uint16_t)~(0xFFu << 2);
    Py_INCREF(timeout);
    x->timeout = timeout;
    return (PyObject *)x;
}

static void Exact_dealloc(ExactObject *x) {
    table_free(&x->tt);
    table_free(&x->ptt);
    Py_XDECREF(x->timeout);
    Py_TYPE(x)->tp_free((PyObject *)x);
}

/* search(hands, leader, trick, t_half, t_bouts, flags, left, petit_prev, alpha, beta, deadline, clock)
 *   -> (value, nodes): a fail-soft alpha-beta value of S from the position (a trick may be in progress). */
static PyObject *Exact_search(ExactObject *x, PyObject *args) {
    PyObject *hands, *trick, *deadline, *clock;
    int leader, t_half, t_bouts, flags, left, petit_prev, alpha, beta;
    if (!PyArg_ParseTuple(args, "OiOiiiiiiiOO", &hands, &leader, &trick, &t_half, &t_bouts, &flags, &left,
                          &petit_prev, &alpha, &beta, &deadline, &clock))
        return NULL;
    int tc[4] = {0, 0, 0, 0};
    Py_ssize_t n = PySequence_Length(trick);
    if (n < 0) return NULL;
    if (n > 3 || leader < 0 || leader > 3 || left < 1 || left > 18 || t_half < 0 || t_half > 182 || t_bouts < 0 || t_bouts > 3 ||
        flags < 0 || flags > 3) {
        PyErr_SetString(PyExc_ValueError, "_exact.search: a position out of range");
        return NULL;
    }
    if (mask_seq(hands, x->hands, 4, "hands") < 0 || (n && int_seq(trick, tc, n, "trick") < 0)) return NULL;
    m128 tmask = 0;
    for (Py_ssize_t i = 0; i < n; i++) {
        if (tc[i] < 0 || tc[i] >= NCARDS) {
            PyErr_SetString(PyExc_ValueError, "_exact.search: a card index out of range");
            return NULL;
        }
        tmask |= BITS[tc[i]];
    }
    x->live = x->hands[0] | x->hands[1] | x->hands[2] | x->hands[3] | tmask;
    int total = (int)n;
    for (int i = 0; i < 4; i++) {
        int held = popc(x->hands[(leader + i) & 3]);
        total += held;
        if (held != left - (i < n)) {      /* P1: who played to the trick holds one card fewer */
            PyErr_SetString(PyExc_ValueError, "_exact.search: the hands do not hold the cards left to play");
            return NULL;
        }
    }
    if (total != popc(x->live)) {
        PyErr_SetString(PyExc_ValueError, "_exact.search: a card in two hands (or in a hand and the trick)");
        return NULL;
    }
    int lh = 0;
    for (m128 m = x->live; m; m &= m - 1) lh += HP[ctz128(m)];
    x->live_half = lh;
    x->t_half = t_half;
    x->t_bouts = t_bouts;
    x->flags = flags;
    x->left = left;
    x->petit_prev = petit_prev;
    x->excuse_gain = 0;
    x->nodes = 0;
    x->has_deadline = deadline != Py_None;
    if (x->has_deadline) {
        x->deadline = PyFloat_AsDouble(deadline);
        if (x->deadline == -1.0 && PyErr_Occurred()) return NULL;
    }
    x->clock = clock;
    if (left >= HUGE_LEFT) {
        table_huge(&x->tt);
        table_huge(&x->ptt);
    }
    int g;
    if (setjmp(x->unwind)) {
        x->clock = NULL;
        return NULL;                     /* SearchTimeout (or the clock's error) is set */
    }
    if (n == 0) {
        g = start(x, leader, alpha, beta, NULL, NULL);
    } else if (left == 1) {               /* the last trick in progress: every card is forced */
        x->nodes++;
        int cards[4];
        for (int i = 0; i < 4; i++) cards[i] = i < n ? tc[i] : bitlen(x->hands[(leader + i) & 3]) - 1;
        g = last_value(x, leader, cards);
    } else {
        m128 follow = 0, played = 0;
        for (Py_ssize_t i = 0; i < n; i++) {
            if (!follow) follow = FOLLOWERS[tc[i]];
            played |= BITS[tc[i]];
        }
        g = follow_card(x, 0, (int)n, (leader + (int)n) & 3, leader, follow, played, tc, alpha, beta);
    }
    x->clock = NULL;
    return Py_BuildValue("iL", g, x->nodes);
}

/* slots() -> (trick-start table's slots, points table's slots): their capacities now (table_grow). */
static PyObject *Exact_slots(ExactObject *x, PyObject *Py_UNUSED(ignored)) {
    return Py_BuildValue("(nn)", (Py_ssize_t)(x->tt.mask + 1), (Py_ssize_t)(x->ptt.mask + 1));
}

static PyMethodDef Exact_methods[] = {
    {"search", (PyCFunction)Exact_search, METH_VARARGS,
     "search(hands, leader, trick, t_half, t_bouts, flags, left, petit_prev, alpha, beta, deadline, clock)"
     " -> (value, nodes)"},
    {"slots", (PyCFunction)Exact_slots, METH_NOARGS,
     "slots() -> (trick-start table's slots, points table's slots): their capacities now, grown or not"},
    {NULL, NULL, 0, NULL}};

static PyTypeObject ExactType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "tarot_core.analysis._exact.Exact",
    .tp_basicsize = sizeof(ExactObject),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "Exact(taker, scores, excuse_gain, table_size, timeout): one deal's search and its tables.",
    .tp_new = Exact_new,
    .tp_dealloc = (destructor)Exact_dealloc,
    .tp_methods = Exact_methods,
};

static PyMethodDef module_methods[] = {
    {"configure", configure, METH_VARARGS, "configure(...): the card tables, from tarot_core (once)."},
    {NULL, NULL, 0, NULL}};

static struct PyModuleDef exact_module = {PyModuleDef_HEAD_INIT, "_exact",
                                          "The compiled inner search of tarot_core.analysis.solver (issue 26).", -1,
                                          module_methods, NULL, NULL, NULL, NULL};

PyMODINIT_FUNC PyInit__exact(void) {
    if (PyType_Ready(&ExactType) < 0) return NULL;
#ifdef HAS_BMI2_PATH
    const char *no_bmi2 = getenv("TAROT_LAB_NO_BMI2");
    __builtin_cpu_init();
    USE_BMI2 = __builtin_cpu_supports("bmi2") && !(no_bmi2 && no_bmi2[0] == '1');
#endif
    if (!SIXTY_FOUR && !(SIXTY_FOUR = PyLong_FromLong(64))) return NULL;
    PyObject *m = PyModule_Create(&exact_module);
    if (!m) return NULL;
    Py_INCREF(&ExactType);
#ifndef HAS_BMI2_PATH
    const int USE_BMI2 = 0;
#endif
    if (PyModule_AddObject(m, "Exact", (PyObject *)&ExactType) < 0 || PyModule_AddIntConstant(m, "ABI", EXACT_ABI) < 0
        || PyModule_AddIntConstant(m, "BMI2", USE_BMI2) < 0) {
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
