//! Reaching feasibility: a greedy construction by saturation degree, then, for lectures left
//! without a clash-free slot, a repair by ejection chains.

use crate::rng::Rng;
use crate::state::State;

/// Places lectures one course at a time, always the course with the fewest free periods left
/// (ties: more lectures still to place, then more conflicting lectures), each lecture in the
/// slot that raises the soft penalty least. Lectures in `skip` are not tried. Returns without
/// placing everything when `stop` says so.
pub(crate) fn construct(state: &mut State<'_>, skip: &[bool], rng: &mut Rng, stop: &mut dyn FnMut() -> bool) {
    let pb = state.problem;
    let courses = pb.courses();
    let mut pending: Vec<Vec<usize>> = vec![Vec::new(); courses];
    for &l in state.unplaced() {
        let l = l as usize;
        if !skip[l] {
            pending[pb.lecture_course[l] as usize].push(l);
        }
    }
    let degree: Vec<usize> = (0..courses)
        .map(|c| (0..courses).filter(|&o| o != c && pb.conflict[c * courses + o]).map(|o| pb.spec().courses[o].lectures).sum())
        .collect();
    let mut stuck = vec![false; courses];
    loop {
        if stop() {
            return;
        }
        let mut best: Option<(usize, (usize, usize, usize, u64))> = None;
        for c in 0..courses {
            if pending[c].is_empty() || stuck[c] {
                continue;
            }
            let free = (0..pb.periods).filter(|&p| free_room(state, c, p).is_some()).count();
            let key = (free, usize::MAX - pending[c].len(), usize::MAX - degree[c], rng.next_u64());
            if best.is_none_or(|(_, k)| key < k) {
                best = Some((c, key));
            }
        }
        let Some((c, (free, ..))) = best else { return };
        if free == 0 {
            stuck[c] = true;
            continue;
        }
        let Some(lecture) = pending[c].pop() else { continue };
        let mut choice: Option<(usize, usize, (i64, u64))> = None;
        for p in 0..pb.periods {
            if !state.period_free_for(c, p) {
                continue;
            }
            for &r in &pb.course_rooms[c] {
                let r = usize::from(r);
                if state.occupant(p, r).is_some() {
                    continue;
                }
                let key = (state.insert_delta(lecture, p, r), rng.next_u64());
                if choice.is_none_or(|(_, _, k)| key < k) {
                    choice = Some((p, r, key));
                }
            }
        }
        if let Some((p, r, _)) = choice {
            state.insert(lecture, p, r);
        }
    }
}

fn free_room(state: &State<'_>, course: usize, period: usize) -> Option<usize> {
    if !state.period_free_for(course, period) {
        return None;
    }
    state.problem.course_rooms[course].iter().map(|&r| usize::from(r)).find(|&r| state.occupant(period, r).is_none())
}

/// Puts the unplaced lectures (except those in `skip`) in one at a time, each in the slot that
/// ejects the fewest others (never a lecture of a fixed course), ejected lectures joining the
/// unplaced; a lecture just put in is tabu for a while so that two lectures do not chase each
/// other out forever. Stops when nothing is left to place or `stop` says so, with the timetable
/// that left the fewest out.
pub(crate) fn repair(state: &mut State<'_>, skip: &[bool], rng: &mut Rng, stop: &mut dyn FnMut() -> bool) {
    let pb = state.problem;
    let (courses, lectures) = (pb.courses(), pb.lectures());
    let mut tabu_until = vec![0u64; lectures];
    let mut ejected: Vec<usize> = Vec::new();
    let mut iteration = 0u64;
    let placeable = |state: &State<'_>| state.unplaced().iter().filter(|&&l| !skip[l as usize]).count();
    let mut best = (placeable(state), state.snapshot());
    loop {
        let candidates: Vec<usize> = state.unplaced().iter().map(|&l| l as usize).filter(|&l| !skip[l]).collect();
        if candidates.len() < best.0 {
            best = (candidates.len(), state.snapshot());
        }
        if candidates.is_empty() {
            return;
        }
        if stop() {
            if best.0 < candidates.len() {
                state.restore(&best.1);
            }
            return;
        }
        iteration += 1;
        let lecture = candidates[rng.below(candidates.len())];
        let c = pb.lecture_course[lecture] as usize;
        let cost_of = |l: usize| if tabu_until[l] > iteration { 50 } else { 10 };
        let mut best: Option<(usize, usize, (u64, u64))> = None;
        for p in 0..pb.periods {
            if !pb.available[c * pb.periods + p] {
                continue;
            }
            // The lectures of this period that clash with the course whatever the room; a fixed
            // one is never pushed out, so its clashes close the period.
            let mut clash_cost = 0u64;
            let mut closed = false;
            for r in 0..pb.rooms {
                if let Some(o) = state.occupant(p, r) {
                    let oc = pb.lecture_course[o] as usize;
                    if pb.conflict[c * courses + oc] {
                        clash_cost += cost_of(o);
                        closed |= pb.fixed[oc];
                    }
                }
            }
            if closed {
                continue;
            }
            for &r in &pb.course_rooms[c] {
                let r = usize::from(r);
                let room_cost = match state.occupant(p, r) {
                    // Nor is a fixed lecture pushed out of its room.
                    Some(o) if pb.fixed[pb.lecture_course[o] as usize] => continue,
                    Some(o) if !pb.conflict[c * courses + pb.lecture_course[o] as usize] => cost_of(o),
                    _ => 0,
                };
                let key = (clash_cost + room_cost, rng.next_u64());
                if best.is_none_or(|(_, _, k)| key < k) {
                    best = Some((p, r, key));
                }
            }
        }
        let Some((p, r, _)) = best else { continue };
        ejected.clear();
        for room in 0..pb.rooms {
            if let Some(o) = state.occupant(p, room) {
                if room == r || pb.conflict[c * courses + pb.lecture_course[o] as usize] {
                    ejected.push(o);
                }
            }
        }
        for &o in &ejected {
            state.remove(o);
        }
        state.insert(lecture, p, r);
        tabu_until[lecture] = iteration + 5 + rng.below(10) as u64;
    }
}
