//! The life of a curriculum: a table of state × action → result.
//!
//! ```text
//!            approve               cancel (no group studies by it)
//!   NEW ───────────────▶ APPROVED ─────────────▶ NEW
//!   NEW | APPROVED ── inactivate ──▶ INACTIVE
//!   APPROVED | INACTIVE ── archive ──▶ ARCHIVED
//!   edit, distribute, delete: only in NEW (the state stays)
//! ```

use crate::language::{Language, Localized};
use crate::validation::Invalid;

/// Where a curriculum stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum CurriculumStatus {
    New,
    Approved,
    Inactive,
    Archived,
}

impl CurriculumStatus {
    pub const ALL: [CurriculumStatus; 4] =
        [CurriculumStatus::New, CurriculumStatus::Approved, CurriculumStatus::Inactive, CurriculumStatus::Archived];

    pub fn code(self) -> &'static str {
        match self {
            CurriculumStatus::New => "NEW",
            CurriculumStatus::Approved => "APPROVED",
            CurriculumStatus::Inactive => "INACTIVE",
            CurriculumStatus::Archived => "ARCHIVED",
        }
    }

    pub fn parse(code: &str) -> Result<CurriculumStatus, Invalid> {
        match code.trim() {
            "" => Err(Invalid::Required),
            code => CurriculumStatus::ALL.into_iter().find(|s| s.code() == code).ok_or(Invalid::UnknownValue),
        }
    }

    fn label(self, language: Language) -> &'static str {
        use CurriculumStatus::*;
        use Language::*;
        language.fixed(match (self, language) {
            (New, Uz | UzCyrl) => "Yangi",
            (New, Ru) => "Новый",
            (New, En) => "New",
            (Approved, Uz | UzCyrl) => "Tasdiqlangan",
            (Approved, Ru) => "Утверждён",
            (Approved, En) => "Approved",
            (Inactive, Uz | UzCyrl) => "Nofaol",
            (Inactive, Ru) => "Неактивен",
            (Inactive, En) => "Inactive",
            (Archived, Uz | UzCyrl) => "Arxivlangan",
            (Archived, Ru) => "В архиве",
            (Archived, En) => "Archived",
        })
    }

    /// The actions this state allows, in the order of `CurriculumAction::ALL`.
    pub fn allowed_actions(self) -> Vec<CurriculumAction> {
        CurriculumAction::ALL.into_iter().filter(|action| self.apply(*action).is_ok()).collect()
    }

    /// The state after `action`, or the refusal of an action this state does not allow.
    pub fn apply(self, action: CurriculumAction) -> Result<CurriculumStatus, IllegalTransition> {
        TRANSITIONS
            .iter()
            .find(|(from, on, _)| *from == self && *on == action)
            .map(|(_, _, to)| *to)
            .ok_or(IllegalTransition { status: self, action })
    }
}

/// What can be done to a curriculum.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum CurriculumAction {
    Edit,
    Distribute,
    Approve,
    Cancel,
    Inactivate,
    Archive,
    Delete,
}

impl CurriculumAction {
    pub const ALL: [CurriculumAction; 7] = [
        CurriculumAction::Edit,
        CurriculumAction::Distribute,
        CurriculumAction::Approve,
        CurriculumAction::Cancel,
        CurriculumAction::Inactivate,
        CurriculumAction::Archive,
        CurriculumAction::Delete,
    ];

    pub fn code(self) -> &'static str {
        match self {
            CurriculumAction::Edit => "edit",
            CurriculumAction::Distribute => "distribute",
            CurriculumAction::Approve => "approve",
            CurriculumAction::Cancel => "cancel",
            CurriculumAction::Inactivate => "inactivate",
            CurriculumAction::Archive => "archive",
            CurriculumAction::Delete => "delete",
        }
    }

    fn label(self, language: Language) -> &'static str {
        use CurriculumAction::*;
        use Language::*;
        language.fixed(match (self, language) {
            (Edit, Uz | UzCyrl) => "tahrirlash",
            (Edit, Ru) => "редактирование",
            (Edit, En) => "edit",
            (Distribute, Uz | UzCyrl) => "fanlarni semestrlarga taqsimlash",
            (Distribute, Ru) => "распределение предметов по семестрам",
            (Distribute, En) => "distribute subjects over semesters",
            (Approve, Uz | UzCyrl) => "tasdiqlash",
            (Approve, Ru) => "утверждение",
            (Approve, En) => "approve",
            (Cancel, Uz | UzCyrl) => "bekor qilish",
            (Cancel, Ru) => "отмена утверждения",
            (Cancel, En) => "cancel",
            (Inactivate, Uz | UzCyrl) => "nofaol qilish",
            (Inactivate, Ru) => "деактивация",
            (Inactivate, En) => "inactivate",
            (Archive, Uz | UzCyrl) => "arxivlash",
            (Archive, Ru) => "архивирование",
            (Archive, En) => "archive",
            (Delete, Uz | UzCyrl) => "o‘chirish",
            (Delete, Ru) => "удаление",
            (Delete, En) => "delete",
        })
    }
}

use CurriculumAction as A;
use CurriculumStatus as S;

/// Every legal (state, action) pair and the state it leads to; any pair not listed is illegal.
pub const TRANSITIONS: [(CurriculumStatus, CurriculumAction, CurriculumStatus); 9] = [
    (S::New, A::Edit, S::New),
    (S::New, A::Distribute, S::New),
    (S::New, A::Delete, S::New),
    (S::New, A::Approve, S::Approved),
    (S::Approved, A::Cancel, S::New),
    (S::New, A::Inactivate, S::Inactive),
    (S::Approved, A::Inactivate, S::Inactive),
    (S::Approved, A::Archive, S::Archived),
    (S::Inactive, A::Archive, S::Archived),
];

/// An action the curriculum's state does not allow (409 `illegal_transition`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct IllegalTransition {
    pub status: CurriculumStatus,
    pub action: CurriculumAction,
}

impl Localized for IllegalTransition {
    fn code(&self) -> &'static str {
        "illegal_transition"
    }

    fn message(&self, language: Language) -> String {
        let (status, action) = (self.status.label(language), self.action.label(language));
        match language {
            Language::Uz | Language::UzCyrl => format!("O‘quv reja «{status}» holatida: «{action}» amalini bajarib bo‘lmaydi"),
            Language::Ru => format!("Учебный план в состоянии «{status}»: действие «{action}» недоступно"),
            Language::En => format!("The curriculum is {status}: “{action}” is not allowed"),
        }
    }
}

/// Cancelling an approval while groups study by the curriculum would pull it from under them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StudiedByGroups {
    pub groups: i64,
}

impl Localized for StudiedByGroups {
    fn code(&self) -> &'static str {
        "curriculum_in_use"
    }

    fn message(&self, language: Language) -> String {
        let groups = self.groups;
        match language {
            Language::Uz | Language::UzCyrl => format!("Tasdiqni bekor qilib bo‘lmaydi: bu o‘quv reja bo‘yicha {groups} ta guruh o‘qiydi"),
            Language::Ru => format!("Нельзя отменить утверждение: по этому плану учатся группы ({groups})"),
            Language::En => format!("The approval cannot be cancelled: {groups} group(s) study by this curriculum"),
        }
    }
}

/// Cancel is allowed by the state machine and, besides, only while no group studies by it.
pub fn check_cancel(groups_studying: i64) -> Result<(), StudiedByGroups> {
    if groups_studying > 0 {
        Err(StudiedByGroups { groups: groups_studying })
    } else {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// The documented table, written out pair by pair: `None` is an illegal action.
    fn documented(status: CurriculumStatus, action: CurriculumAction) -> Option<CurriculumStatus> {
        match (status, action) {
            (S::New, A::Edit) => Some(S::New),
            (S::New, A::Distribute) => Some(S::New),
            (S::New, A::Approve) => Some(S::Approved),
            (S::New, A::Cancel) => None,
            (S::New, A::Inactivate) => Some(S::Inactive),
            (S::New, A::Archive) => None,
            (S::New, A::Delete) => Some(S::New),
            (S::Approved, A::Edit) => None,
            (S::Approved, A::Distribute) => None,
            (S::Approved, A::Approve) => None,
            (S::Approved, A::Cancel) => Some(S::New),
            (S::Approved, A::Inactivate) => Some(S::Inactive),
            (S::Approved, A::Archive) => Some(S::Archived),
            (S::Approved, A::Delete) => None,
            (S::Inactive, A::Edit) => None,
            (S::Inactive, A::Distribute) => None,
            (S::Inactive, A::Approve) => None,
            (S::Inactive, A::Cancel) => None,
            (S::Inactive, A::Inactivate) => None,
            (S::Inactive, A::Archive) => Some(S::Archived),
            (S::Inactive, A::Delete) => None,
            (S::Archived, _) => None,
        }
    }

    #[test]
    fn every_state_and_action_pair_gives_the_documented_result() {
        let mut pairs = 0;
        for status in CurriculumStatus::ALL {
            for action in CurriculumAction::ALL {
                pairs += 1;
                match documented(status, action) {
                    Some(to) => assert_eq!(status.apply(action), Ok(to), "{status:?} × {action:?}"),
                    None => assert_eq!(status.apply(action), Err(IllegalTransition { status, action }), "{status:?} × {action:?}"),
                }
            }
        }
        assert_eq!(pairs, 28);
    }

    #[test]
    fn allowed_actions_follow_the_table() {
        let codes = |s: CurriculumStatus| s.allowed_actions().into_iter().map(CurriculumAction::code).collect::<Vec<_>>();
        assert_eq!(codes(S::New), vec!["edit", "distribute", "approve", "inactivate", "delete"]);
        assert_eq!(codes(S::Approved), vec!["cancel", "inactivate", "archive"]);
        assert_eq!(codes(S::Inactive), vec!["archive"]);
        assert!(codes(S::Archived).is_empty());
    }

    #[test]
    fn codes_round_trip_and_refusals_speak_every_language() {
        for status in CurriculumStatus::ALL {
            assert_eq!(CurriculumStatus::parse(status.code()), Ok(status));
        }
        assert_eq!(CurriculumStatus::parse("DONE"), Err(Invalid::UnknownValue));
        let refusal = IllegalTransition { status: S::Approved, action: A::Edit };
        assert_eq!(refusal.message(Language::Uz), "O‘quv reja «Tasdiqlangan» holatida: «tahrirlash» amalini bajarib bo‘lmaydi");
        assert!(refusal.message(Language::Ru).contains("Утверждён"));
        assert!(refusal.message(Language::En).contains("Approved"));
        assert_eq!(check_cancel(0), Ok(()));
        assert_eq!(check_cancel(2), Err(StudiedByGroups { groups: 2 }));
        assert!(StudiedByGroups { groups: 2 }.message(Language::En).contains("2 group"));
    }

    fn any_status() -> impl Strategy<Value = CurriculumStatus> {
        proptest::sample::select(CurriculumStatus::ALL.to_vec())
    }

    fn any_action() -> impl Strategy<Value = CurriculumAction> {
        proptest::sample::select(CurriculumAction::ALL.to_vec())
    }

    proptest! {
        #[test]
        fn any_pair_gives_the_documented_result(status in any_status(), action in any_action()) {
            let result = status.apply(action);
            prop_assert_eq!(result.ok(), documented(status, action));
            prop_assert_eq!(result.is_ok(), status.allowed_actions().contains(&action));
        }

        #[test]
        fn any_walk_stays_in_the_machine(start in any_status(), actions in proptest::collection::vec(any_action(), 0..30)) {
            let mut status = start;
            for action in actions {
                match status.apply(action) {
                    Ok(next) => {
                        prop_assert_eq!(Some(next), documented(status, action));
                        status = next;
                    }
                    Err(refused) => prop_assert_eq!(refused, IllegalTransition { status, action }),
                }
                // Archived is final; only NEW can be edited or distributed.
                if status == S::Archived {
                    prop_assert!(status.allowed_actions().is_empty());
                }
            }
        }
    }
}
