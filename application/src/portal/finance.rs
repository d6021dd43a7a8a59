use domain::actor::{Actor, Scope};
use domain::finance::{Contract, Money, Payment};
use domain::ids::StudentId;
use domain::paging::{Ordering, PageRequest};

use super::{portal_student, require_portal};
use crate::ports::{in_transaction, ContractOrder, ContractQuery, FinanceQueries, Lock, PaymentQuery, UnitOfWork};
use crate::AppError;

/// The contracts a student reads in one answer: no student has more than a few.
const CONTRACTS: i64 = 100;
/// The payments a student reads in one answer, newest first.
const PAYMENTS: i64 = 500;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MyMoney {
    pub student: StudentId,
    pub contracts: Vec<Contract>,
    pub payments: Vec<Payment>,
    /// What the contracts still owe.
    pub debt: Money,
}

pub struct MyFinance<'a> {
    pub unit: &'a dyn UnitOfWork,
    pub finance: &'a dyn FinanceQueries,
}

impl MyFinance<'_> {
    /// The student's contracts with what is paid and owed, and the payments on them.
    pub fn execute(&self, actor: &Actor, asked: Option<StudentId>) -> Result<MyMoney, AppError> {
        require_portal(actor)?;
        let student = in_transaction(self.unit, |tx| portal_student(tx, actor, asked, Lock::None))?;
        let scope = Scope::Institution(student.institution_id);
        let contracts = self
            .finance
            .contracts(&ContractQuery {
                scope,
                institution_id: None,
                academic_year: None,
                edu_group_id: None,
                student_id: Some(student.id),
                contract_kind: None,
                state: None,
                status: None,
                search: None,
                ordering: Ordering { field: ContractOrder::Date, descending: true },
                page: PageRequest::new(None, Some(CONTRACTS))?,
            })?
            .items;
        let mut payments = Vec::new();
        for contract in &contracts {
            let query = PaymentQuery {
                scope,
                institution_id: None,
                contract_id: Some(contract.id),
                edu_group_id: None,
                date_from: None,
                date_to: None,
                search: None,
                page: PageRequest::new(None, Some(PAYMENTS))?,
            };
            payments.extend(self.finance.payments(&query)?.items);
        }
        payments.sort_by(|a, b| b.date.cmp(&a.date).then(b.id.cmp(&a.id)));
        let debt = Money::sum(contracts.iter().map(|c| c.debt().0));
        Ok(MyMoney { student: student.id, contracts, payments, debt })
    }
}
