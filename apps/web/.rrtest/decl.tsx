import { createRoot } from 'react-dom/client';
import { BrowserRouter, Routes, Route, Link, useLocation, useNavigate, useSearchParams, Outlet, Navigate } from 'react-router';
function P(){const l=useLocation();const n=useNavigate();const [s]=useSearchParams();return <div onClick={()=>n('/x')}>{l.pathname}{s.get('a')}<Link to="/y">y</Link><Outlet/><Navigate to="/z"/></div>}
createRoot(document.body).render(<BrowserRouter><Routes><Route path="/" element={<P/>}/></Routes></BrowserRouter>);
