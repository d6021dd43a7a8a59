//! Why a value of a science form was refused.

use crate::language::{Language, Localized};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ScienceInvalid {
    /// Not `10.NNNN/suffix`.
    DoiFormat,
    /// A publication has exactly one main author.
    MainAuthorCount,
    /// A staff member appears once among the authors, or once among a project's members.
    PersonTwice,
    /// An author or member is either a staff member or a person from outside, by name.
    StaffOrOutside,
    /// A project has exactly one leader.
    LeaderCount,
    /// Funding for a year outside the project's dates.
    YearOutsideProject,
    /// A sub-kind of another kind of publication.
    SubKindOfAnotherKind,
    /// A staff member who does not work in the institution.
    NotOnTheStaff,
    /// A supervisor is one of the institution's staff.
    SupervisorNotOnTheStaff,
    /// A defence of a doctoral student of another institution, or of no doctoral student.
    UnknownDoctoralStudent,
}

impl Localized for ScienceInvalid {
    fn code(&self) -> &'static str {
        match self {
            ScienceInvalid::DoiFormat => "doi_format",
            ScienceInvalid::MainAuthorCount => "main_author_count",
            ScienceInvalid::PersonTwice => "person_twice",
            ScienceInvalid::StaffOrOutside => "staff_or_outside",
            ScienceInvalid::LeaderCount => "leader_count",
            ScienceInvalid::YearOutsideProject => "year_outside_project",
            ScienceInvalid::SubKindOfAnotherKind => "sub_kind_of_another_kind",
            ScienceInvalid::NotOnTheStaff => "not_on_the_staff",
            ScienceInvalid::SupervisorNotOnTheStaff => "supervisor_not_on_the_staff",
            ScienceInvalid::UnknownDoctoralStudent => "unknown_doctoral_student",
        }
    }

    fn message(&self, language: Language) -> String {
        use Language::*;
        let text = match (self, language) {
            (ScienceInvalid::DoiFormat, Uz | UzCyrl) => "DOI «10.NNNN/…» ko‘rinishida bo‘lishi kerak (masalan, 10.1016/j.cell.2020.01.001)",
            (ScienceInvalid::DoiFormat, Ru) => "DOI должен иметь вид «10.NNNN/…» (например, 10.1016/j.cell.2020.01.001)",
            (ScienceInvalid::DoiFormat, En) => "A DOI looks like “10.NNNN/…” (for example 10.1016/j.cell.2020.01.001)",
            (ScienceInvalid::MainAuthorCount, Uz | UzCyrl) => "Mualliflardan aynan bittasi asosiy muallif bo‘lishi kerak",
            (ScienceInvalid::MainAuthorCount, Ru) => "Среди авторов должен быть ровно один основной автор",
            (ScienceInvalid::MainAuthorCount, En) => "Exactly one of the authors is the main author",
            (ScienceInvalid::PersonTwice, Uz | UzCyrl) => "Bir xodim ro‘yxatda faqat bir marta bo‘lishi mumkin",
            (ScienceInvalid::PersonTwice, Ru) => "Сотрудник может быть указан в списке только один раз",
            (ScienceInvalid::PersonTwice, En) => "A staff member appears in the list only once",
            (ScienceInvalid::StaffOrOutside, Uz | UzCyrl) => "Xodimni tanlang yoki tashqi shaxsning F.I.Sh.ni kiriting (ikkalasini emas)",
            (ScienceInvalid::StaffOrOutside, Ru) => "Выберите сотрудника или введите Ф.И.О. внешнего участника (не то и другое)",
            (ScienceInvalid::StaffOrOutside, En) => "Choose a staff member or type an outside person's name (not both)",
            (ScienceInvalid::LeaderCount, Uz | UzCyrl) => "Loyihaning aynan bitta rahbari bo‘lishi kerak",
            (ScienceInvalid::LeaderCount, Ru) => "У проекта должен быть ровно один руководитель",
            (ScienceInvalid::LeaderCount, En) => "A project has exactly one leader",
            (ScienceInvalid::YearOutsideProject, Uz | UzCyrl) => "Moliyalashtirish yili loyiha muddatiga kirmaydi",
            (ScienceInvalid::YearOutsideProject, Ru) => "Год финансирования не входит в сроки проекта",
            (ScienceInvalid::YearOutsideProject, En) => "The funding year is outside the project's dates",
            (ScienceInvalid::SubKindOfAnotherKind, Uz | UzCyrl) => "Bu tur tanlangan nashr turiga tegishli emas",
            (ScienceInvalid::SubKindOfAnotherKind, Ru) => "Этот вид не относится к выбранному типу публикации",
            (ScienceInvalid::SubKindOfAnotherKind, En) => "This sub-kind belongs to another kind of publication",
            (ScienceInvalid::NotOnTheStaff, Uz | UzCyrl) => "Bu xodim ta’lim muassasasida ishlamaydi",
            (ScienceInvalid::NotOnTheStaff, Ru) => "Этот сотрудник не работает в учреждении",
            (ScienceInvalid::NotOnTheStaff, En) => "This person is not on the institution's staff",
            (ScienceInvalid::SupervisorNotOnTheStaff, Uz | UzCyrl) => "Ilmiy rahbar ta’lim muassasasi xodimlaridan tanlanadi",
            (ScienceInvalid::SupervisorNotOnTheStaff, Ru) => "Научный руководитель выбирается из сотрудников учреждения",
            (ScienceInvalid::SupervisorNotOnTheStaff, En) => "The supervisor is one of the institution's staff",
            (ScienceInvalid::UnknownDoctoralStudent, Uz | UzCyrl) => "Bunday doktorant topilmadi",
            (ScienceInvalid::UnknownDoctoralStudent, Ru) => "Такой докторант не найден",
            (ScienceInvalid::UnknownDoctoralStudent, En) => "No such doctoral student",
        };
        text.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_refusal_speaks_three_different_languages() {
        let all = [
            ScienceInvalid::DoiFormat,
            ScienceInvalid::MainAuthorCount,
            ScienceInvalid::PersonTwice,
            ScienceInvalid::StaffOrOutside,
            ScienceInvalid::LeaderCount,
            ScienceInvalid::YearOutsideProject,
            ScienceInvalid::SubKindOfAnotherKind,
            ScienceInvalid::NotOnTheStaff,
            ScienceInvalid::SupervisorNotOnTheStaff,
            ScienceInvalid::UnknownDoctoralStudent,
        ];
        for invalid in all {
            let texts: Vec<String> = Language::ALL.iter().map(|l| invalid.message(*l)).collect();
            assert!(texts.iter().all(|t| !t.is_empty()));
            assert!(texts[0] != texts[1] && texts[1] != texts[2], "{invalid:?}");
        }
    }
}
